/** The streams a CLI talks to; the bin passes the process's, tests pass in-memory ones. */
export interface CliIo {
  readonly input: NodeJS.ReadableStream;
  readonly output: NodeJS.WritableStream;
  readonly errorOutput: NodeJS.WritableStream;
  readonly args: readonly string[];
  /**
   * The file descriptors behind the streams when they are the process's own (`runMain` sets them).
   * The line streamer and the buffered output then read and write these directly: the first use of
   * `process.stdin` or of a piped `process.stdout` loads Node's stream machinery, which cost a game
   * a fifth of its start-up (bench/startup.mjs). The streams stay for what a descriptor cannot do.
   */
  readonly fds?: FileDescriptors;
}

export interface FileDescriptors {
  readonly input: number;
  readonly output: number;
  readonly errorOutput: number;
}
