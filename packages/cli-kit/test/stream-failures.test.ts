import { closeSync, openSync } from "node:fs";
import { tmpdir } from "node:os";
import { PassThrough } from "node:stream";
import { describe, expect, test } from "vitest";
import { fdSink } from "../src/byte-sink.js";
import { streamLines } from "../src/index.js";
import { readChunks } from "../src/read-chunks.js";

// Standard input a folder (`game < /tmp`) and standard output a full disk were "internal error"s,
// exit status 70, in Node's own words: the caller's input and the machine, not a bug of ours.
describe("a stream that fails", () => {
  test("standard input that is a folder is said in one line, exit status 1", async () => {
    const fd = openSync(tmpdir(), "r");
    try {
      const read = async () => {
        for await (const _ of readChunks(fd, () => new PassThrough())) break;
      };
      await expect(read()).rejects.toMatchObject({
        name: "CliError",
        exitCode: 1,
        message: `cannot read descriptor ${fd}: it is a folder, not a file or a pipe (EISDIR)`,
      });
    } finally {
      closeSync(fd);
    }
  });

  test("output to a full device is said in one line, exit status 1", () => {
    const fd = openSync("/dev/full", "w");
    try {
      expect(() => fdSink(fd, () => new PassThrough()).write(Buffer.from("x\n"))).toThrow(
        expect.objectContaining({
          name: "CliError",
          exitCode: 1,
          message: `cannot write descriptor ${fd}: no space left on the device (ENOSPC)`,
        }),
      );
    } finally {
      closeSync(fd);
    }
  });
});

describe("a line longer than the longest a game reads", () => {
  function makeIo() {
    const input = new PassThrough();
    const output = new PassThrough();
    const parts: string[] = [];
    output.on("data", (chunk: Buffer) => parts.push(chunk.toString()));
    return {
      io: { input, output, errorOutput: output, args: [] },
      input,
      read: () => parts.join(""),
    };
  }
  const echo = {
    line: (line: string, out: { write(text: string): void }) => out.write(`<${line}>\n`),
  };

  test("stops the program naming the line, after every answer before it is written", async () => {
    const { io, input, read } = makeIo();
    input.end(`ok\n${"x".repeat(6)}\n${"y".repeat(11)}\nnever\n`);
    await expect(streamLines(io, { ...echo, maxLineLength: 10 })).rejects.toThrow(
      "line 3 of the input is longer than 10 characters, longer than any command: stopped there",
    );
    expect(read()).toBe(`<ok>\n<${"x".repeat(6)}>\n`);
  });

  test("is found while it arrives, before its end, and a line of the longest length is read", async () => {
    const { io, input, read } = makeIo();
    input.write(`${"a".repeat(10)}\n`);
    const done = streamLines(io, { ...echo, maxLineLength: 10 });
    for (let index = 0; index < 5; index++) input.write("b".repeat(4));
    await expect(done).rejects.toThrow(/^line 2 of the input is longer than 10 characters/);
    expect(read()).toBe(`<${"a".repeat(10)}>\n`);
  });
});
