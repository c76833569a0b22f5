// Lets a test program change what the real CLI writes to standard output and error: every
// fs.writeSync to fd 1 or 2 goes through `change(fd, text)`, which returns where and what to write.
export function patchWrites(fs, change) {
  const writeSync = fs.writeSync;
  fs.writeSync = (fd, data, ...rest) => {
    if ((fd !== 1 && fd !== 2) || typeof data === "string" || rest.length > 1) {
      return writeSync(fd, data, ...rest);
    }
    const offset = rest[0] ?? 0;
    const [target, text] = change(fd, Buffer.from(data).subarray(offset).toString());
    const bytes = Buffer.from(text);
    for (let done = 0; done < bytes.length; ) done += writeSync(target, bytes, done);
    return data.length - offset;
  };
}
