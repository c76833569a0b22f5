import { execFileSync, spawn } from "node:child_process";
import {
  closeSync,
  constants,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { fdSink } from "../src/byte-sink.js";
import { streamLines, writeErrorOutput, writeOutput } from "../src/index.js";
import { readChunks } from "../src/read-chunks.js";

let dir = "";
const opened: number[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "cli-kit-fd-"));
});

afterEach(() => {
  for (const fd of opened.splice(0)) closeSync(fd);
  rmSync(dir, { recursive: true, force: true });
});

function open(path: string, flags: number | string): number {
  const fd = openSync(path, flags);
  opened.push(fd);
  return fd;
}

/** Both ends of a named pipe, non-blocking, so that reading an empty one or filling one says EAGAIN. */
function openFifo(): { readEnd: number; writeEnd: number } {
  const path = join(dir, "fifo");
  execFileSync("mkfifo", [path]);
  const readEnd = open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  const writeEnd = open(path, constants.O_WRONLY | constants.O_NONBLOCK);
  return { readEnd, writeEnd };
}

async function collect(chunks: AsyncIterable<Buffer | string>): Promise<string> {
  const parts: string[] = [];
  for await (const chunk of chunks) parts.push(chunk.toString());
  return parts.join("");
}

function drainFifo(fd: number): Buffer {
  const parts: Buffer[] = [];
  const buffer = Buffer.alloc(65536);
  for (;;) {
    try {
      const bytes = readSync(fd, buffer);
      if (bytes === 0) break;
      parts.push(Buffer.from(buffer.subarray(0, bytes)));
    } catch {
      break; // EAGAIN: nothing left
    }
  }
  return Buffer.concat(parts);
}

describe("readChunks", () => {
  test("reads a file to its end, however many chunks it takes", async () => {
    const text = "line\n".repeat(40_000);
    writeFileSync(join(dir, "input"), text);
    const chunks = readChunks(open(join(dir, "input"), "r"), () => new PassThrough());
    expect(await collect(chunks)).toBe(text);
  });

  test("reads a pipe to its end, waiting for a writer that sends its lines apart", async () => {
    const path = join(dir, "fifo");
    execFileSync("mkfifo", [path]);
    spawn("sh", ["-c", 'exec 3>"$1"; echo one >&3; sleep 0.3; echo two >&3', "sh", path]);
    // Opening a named pipe to read waits for its writer (the child); each read, for what it writes.
    const chunks = readChunks(open(path, "r"), () => new PassThrough());
    expect(await collect(chunks)).toBe("one\ntwo\n");
  });

  test("reads a non-blocking descriptor through the stream it is given", async () => {
    const { readEnd } = openFifo();
    const stream = new PassThrough();
    stream.end("from the stream\n");
    expect(await collect(readChunks(readEnd, () => stream))).toBe("from the stream\n");
  });
});

describe("fdSink", () => {
  test("writes all the bytes to a file", () => {
    const fd = open(join(dir, "output"), "w");
    const sink = fdSink(fd, () => new PassThrough());
    expect(sink.write(Buffer.from("héllo\n"))).toBe(true);
    expect(readFileSync(join(dir, "output"), "utf8")).toBe("héllo\n");
  });

  test("hands what a full non-blocking pipe does not take to the stream, byte for byte", async () => {
    const { readEnd, writeEnd } = openFifo();
    const stream = new PassThrough();
    const rest: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => rest.push(chunk));
    const bytes = Buffer.from("é".repeat(300_000));
    fdSink(writeEnd, () => stream).write(bytes);
    await new Promise((resolve) => setImmediate(resolve));
    const inPipe = drainFifo(readEnd);
    expect(inPipe.length).toBeLessThan(bytes.length);
    expect(Buffer.concat([inPipe, ...rest]).equals(bytes)).toBe(true);
  });
});

describe("streamLines on file descriptors", () => {
  test("reads the input descriptor and writes the output one, errors in order when shared", async () => {
    writeFileSync(join(dir, "input"), "a\nb\n");
    const outputFd = open(join(dir, "output"), "w");
    const unused = new PassThrough();
    const io = {
      input: unused,
      output: unused,
      errorOutput: unused,
      args: [],
      fds: { input: open(join(dir, "input"), "r"), output: outputFd, errorOutput: outputFd },
    };
    await streamLines(io, {
      line: (line, out) => {
        out.write(`${line}\n`);
        out.writeError(`error ${line}\n`);
      },
    });
    expect(readFileSync(join(dir, "output"), "utf8")).toBe("a\nerror a\nb\nerror b\n");
    expect(unused.read()).toBeNull();
  });
});

describe("writeOutput and writeErrorOutput", () => {
  test("write to the process's descriptors when there are some, never building the streams", () => {
    const unused = new PassThrough();
    const fds = {
      input: 0,
      output: open(join(dir, "output"), "w"),
      errorOutput: open(join(dir, "errors"), "w"),
    };
    const io = { output: unused, errorOutput: unused, fds };
    writeOutput(io, "usage: é\n");
    writeErrorOutput(io, "game: bad line\n");
    expect(readFileSync(join(dir, "output"), "utf8")).toBe("usage: é\n");
    expect(readFileSync(join(dir, "errors"), "utf8")).toBe("game: bad line\n");
    expect(unused.read()).toBeNull();
  });
});
