/** The streams a CLI talks to; the bin passes the process's, tests pass in-memory ones. */
export interface CliIo {
  readonly input: NodeJS.ReadableStream;
  readonly output: NodeJS.WritableStream;
  readonly errorOutput: NodeJS.WritableStream;
  readonly args: readonly string[];
}
