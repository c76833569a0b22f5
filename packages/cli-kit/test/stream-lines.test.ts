import { PassThrough } from "node:stream";
import { describe, expect, test } from "vitest";
import { streamLines } from "../src/index.js";

function collect(stream: PassThrough): () => string {
  const parts: string[] = [];
  stream.on("data", (chunk: Buffer) => parts.push(chunk.toString("utf8")));
  return () => parts.join("");
}

function makeIo() {
  const input = new PassThrough();
  const output = new PassThrough();
  const errorOutput = output; // one stream, as the harness gives both to the child
  return { io: { input, output, errorOutput, args: [] }, input, read: collect(output) };
}

describe("streamLines", () => {
  test("answers each line, strips CR, and reads a last line without a newline", async () => {
    const { io, input, read } = makeIo();
    input.end("a\r\nb\nc");
    await streamLines(io, {
      line: (line, out) => {
        out.write(`<${line}>\n`);
      },
    });
    expect(read()).toBe("<a>\n<b>\n<c>\n");
  });

  test("keeps stdout and stderr in the order they were written", async () => {
    const { io, input, read } = makeIo();
    input.end("x\ny\n");
    await streamLines(io, {
      line: (line, out) => {
        out.write(`out ${line}\n`);
        out.writeError(`err ${line}\n`);
      },
    });
    expect(read()).toBe("out x\nerr x\nout y\nerr y\n");
  });

  test("stops reading when the program says stop, and skips the end handler", async () => {
    const { io, input, read } = makeIo();
    input.end("1\nquit\n2\n");
    await streamLines(io, {
      line: (line, out) => {
        if (line === "quit") return "stop";
        out.write(`${line}\n`);
      },
      end: (out) => out.write("end\n"),
    });
    expect(read()).toBe("1\n");
  });

  test("writes the greeting before waiting for input, and answers a line before the next arrives", async () => {
    const { io, input, read } = makeIo();
    const done = streamLines(io, {
      start: (out) => {
        out.write("$ ");
      },
      line: (line, out) => {
        out.write(`got ${line}\n$ `);
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read()).toBe("$ ");
    input.write("one\n");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read()).toBe("$ got one\n$ ");
    input.end();
    await done;
  });

  test("decodes a multi-byte character split across chunks", async () => {
    const { io, input, read } = makeIo();
    const bytes = Buffer.from("é\n", "utf8");
    input.write(bytes.subarray(0, 1));
    input.end(bytes.subarray(1));
    await streamLines(io, {
      line: (line, out) => {
        out.write(`${line.length}\n`);
      },
    });
    expect(read()).toBe("1\n");
  });

  test("waits for a slow reader instead of queueing the output of every line", async () => {
    const input = new PassThrough();
    const output = new PassThrough({ highWaterMark: 1024 });
    let handled = 0;
    input.end("x\n".repeat(100));
    const done = streamLines(
      { input, output, errorOutput: output, args: [] },
      {
        line: (_line, out) => {
          handled++;
          out.write("y".repeat(70_000));
        },
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(handled).toBe(1);
    output.resume();
    await done;
    expect(handled).toBe(100);
  });

  test("joins a line that arrives in many chunks, and a CRLF split between two", async () => {
    const { io, input, read } = makeIo();
    for (let i = 0; i < 1000; i++) input.write("ab");
    input.write("\r");
    input.end("\nnext\n");
    await streamLines(io, {
      line: (line, out) => {
        out.write(`${line.length}\n`);
      },
    });
    expect(read()).toBe("2000\n4\n");
  });
});
