import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, Writable } from "node:stream";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { createBufferedOutput } from "../src/index.js";
import { compareStreamFiles } from "../src/stream-files.js";

let dir = "";
const opened: number[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "cli-kit-output-"));
});

afterEach(() => {
  for (const fd of opened.splice(0)) closeSync(fd);
  rmSync(dir, { recursive: true, force: true });
});

/** A stream backed by a file descriptor, as process.stdout is, that counts its write calls. */
function fileStream(fd: number): Writable & { fd: number; writes: number } {
  const stream = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        stream.writes++;
        writeSync(fd, chunk);
        done();
      },
    }),
    { fd, writes: 0 },
  );
  return stream;
}

function openFile(name: string): number {
  const fd = openSync(join(dir, name), "w");
  opened.push(fd);
  return fd;
}

describe("compareStreamFiles", () => {
  test("tells two different files apart", () => {
    expect(compareStreamFiles(openFile("out"), openFile("err"))).toBe("separate");
  });

  test("sees one file behind one descriptor, as after 2>&1", () => {
    const fd = openFile("both");
    expect(compareStreamFiles(fd, fd)).toBe("shared");
  });

  test("sees one file behind two descriptors of it", () => {
    const first = openSync(join(dir, "both"), "a");
    const second = openSync(join(dir, "both"), "a");
    opened.push(first, second);
    expect(compareStreamFiles(first, second)).toBe("shared");
  });

  test("knows nothing without a descriptor for both", () => {
    expect(compareStreamFiles(undefined, openFile("err"))).toBe("unknown");
  });
});

describe("createBufferedOutput", () => {
  test("writes the errors of a chunk in one call when standard error is a file of its own", async () => {
    const output = fileStream(openFile("out"));
    const errorOutput = fileStream(openFile("err"));
    const buffered = createBufferedOutput({ output, errorOutput });
    for (const line of ["a", "b", "c"]) {
      buffered.write(`${line}\n`);
      buffered.writeError(`error ${line}\n`);
    }
    await buffered.flush();
    expect(errorOutput.writes).toBe(1);
    expect(output.writes).toBe(1);
    expect(readFileSync(join(dir, "err"), "utf8")).toBe("error a\nerror b\nerror c\n");
    expect(readFileSync(join(dir, "out"), "utf8")).toBe("a\nb\nc\n");
  });

  test("keeps the order of output and errors in one write when both go to one file", async () => {
    const fd = openFile("both");
    const [output, errorOutput] = [fileStream(fd), fileStream(fd)];
    const buffered = createBufferedOutput({ output, errorOutput });
    for (const line of ["a", "b"]) {
      buffered.write(`${line}\n`);
      buffered.writeError(`error ${line}\n`);
    }
    await buffered.flush();
    expect(output.writes + errorOutput.writes).toBe(1);
    expect(readFileSync(join(dir, "both"), "utf8")).toBe("a\nerror a\nb\nerror b\n");
  });
});

describe("createBufferedOutput's bytes", () => {
  function memoryStream(): { stream: PassThrough; read: () => string } {
    const stream = new PassThrough();
    const parts: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => parts.push(chunk));
    return { stream, read: () => Buffer.concat(parts).toString("utf8") };
  }

  test("keeps bytes and text in the order they were written", async () => {
    const { stream, read } = memoryStream();
    const buffered = createBufferedOutput({ output: stream, errorOutput: new PassThrough() });
    buffered.write("a ");
    buffered.writeBytes(Buffer.from("╔═╗ "));
    buffered.writeBytes(Buffer.from("é "));
    buffered.write("b ");
    buffered.writeBytes(Buffer.from("c"));
    await buffered.flush();
    expect(read()).toBe("a ╔═╗ é b c");
  });

  test("encodes short ASCII, short non-ASCII and long texts as UTF-8, in the order written", async () => {
    const { stream, read } = memoryStream();
    const buffered = createBufferedOutput({ output: stream, errorOutput: new PassThrough() });
    const long = `${"x".repeat(200)}ß`;
    // "abc é" is copied as ASCII until its fourth character, then encoded whole instead.
    const texts = ["plain ", "abc é", " ╔═╗ ", long, "\n", "😀", " end"];
    for (const text of texts) buffered.write(text);
    await buffered.flush();
    expect(read()).toBe(texts.join(""));
  });

  test("ends each line written with writeLine, ASCII or not, short or long, among other writes", async () => {
    const { stream, read } = memoryStream();
    const buffered = createBufferedOutput({ output: stream, errorOutput: new PassThrough() });
    const long = "y".repeat(300);
    buffered.writeLine("first");
    buffered.write("part ");
    buffered.writeLine("abc é");
    buffered.writeLine("");
    buffered.writeLine(long);
    buffered.writeLine(`${long}😀`);
    buffered.write("last");
    await buffered.flush();
    expect(read()).toBe(`first\npart abc é\n\n${long}\n${long}😀\nlast`);
  });

  test("copies the bytes it is given, so the caller may change them afterwards", async () => {
    const { stream, read } = memoryStream();
    const buffered = createBufferedOutput({ output: stream, errorOutput: new PassThrough() });
    const bytes = Buffer.from("first\n");
    buffered.writeBytes(bytes);
    bytes.write("later\n");
    await buffered.flush();
    expect(read()).toBe("first\n");
  });

  test("writes many small pieces to a file in few calls, and one larger than a chunk whole", async () => {
    const output = fileStream(openFile("out"));
    const buffered = createBufferedOutput({ output, errorOutput: fileStream(openFile("err")) });
    const frame = Buffer.from("║ ▓ ║\n".repeat(50));
    const large = Buffer.from("═".repeat(100_000));
    for (let index = 0; index < 1000; index++) buffered.writeBytes(frame);
    buffered.writeBytes(large);
    await buffered.flush();
    expect(output.writes).toBeLessThan(20);
    const written = readFileSync(join(dir, "out"));
    expect(written.equals(Buffer.concat([...Array<Buffer>(1000).fill(frame), large]))).toBe(true);
  });
});

describe("createBufferedOutput's queue", () => {
  test("writes a text larger than the queue whole, between the texts around it", async () => {
    const output = fileStream(openFile("out"));
    const buffered = createBufferedOutput({ output, errorOutput: fileStream(openFile("err")) });
    const large = "╔═╗\n".repeat(30_000);
    buffered.write("before\n");
    buffered.write(large);
    buffered.writeBytes(Buffer.from("bytes\n"));
    buffered.write("after\n");
    await buffered.flush();
    expect(readFileSync(join(dir, "out"), "utf8")).toBe(`before\n${large}bytes\nafter\n`);
  });
});
