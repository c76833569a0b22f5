import { PassThrough } from "node:stream";
import { runCli } from "../../src/run-cli.js";

function collect(stream: PassThrough): () => string {
  const parts: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => parts.push(chunk));
  return () => Buffer.concat(parts).toString("utf8");
}

/** Runs the CLI in process with in-memory streams. */
export async function runInMemory(args: readonly string[], stdin = "") {
  const input = new PassThrough();
  const output = new PassThrough();
  const errorOutput = new PassThrough();
  const readOutput = collect(output);
  const readError = collect(errorOutput);
  input.end(stdin);
  const exitCode = await runCli({ input, output, errorOutput, args });
  return { exitCode, stdout: readOutput(), stderr: readError() };
}
