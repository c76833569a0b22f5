import { CliError } from "./cli-error.js";
import type { CliIo } from "./io.js";
import { createBufferedOutput, type Output } from "./output.js";
import { readChunks } from "./read-chunks.js";
import { createUtf8Decoder, type Utf8Decoder } from "./utf8-decoder.js";

/** What a line handler wants next: more lines, or to stop reading (the rest of the input is left unread). */
export type LineResult = "continue" | "stop";

// Handlers that never stop may simply return nothing.
// biome-ignore lint/suspicious/noConfusingVoidType: `void` lets a handler end without a return statement.
type Next = LineResult | void;

export interface LineProgram {
  /** Runs before the first line is read (a greeting, a first prompt). */
  readonly start?: (output: Output) => Next;
  /** Runs once per input line; the line comes without its `\n` or `\r\n`. */
  readonly line: (line: string, output: Output) => Next;
  /** Runs when the input ends without the program having stopped. */
  readonly end?: (output: Output) => void;
  /** The longest line read, in characters (default `MAX_LINE_LENGTH`): a longer one stops the program. */
  readonly maxLineLength?: number;
}

/**
 * 16 Mi characters, thousands of times any command of these games: a line is held whole until it
 * ends, so a line of hundreds of megabytes took gigabytes, and past V8's longest string (about
 * 512 Mi characters) ended in an internal error with the lines after it never answered.
 */
export const MAX_LINE_LENGTH = 16 * 1024 * 1024;

/**
 * Feeds the input to `program` one line at a time, answering each line as soon as it arrives. Only
 * the current chunk of input is held in memory, so the memory used does not grow with the input.
 * A last line without a final newline still counts as a line, as Java's `readLine` reads it.
 */
export async function streamLines(io: CliIo, program: LineProgram): Promise<void> {
  const output = createBufferedOutput(io);
  if (program.start?.(output) === "stop") return output.flush();
  await output.flush();

  const decoder = createUtf8Decoder();
  // Pieces of a line that has not ended yet, kept apart so a very long line is joined once, not
  // copied again with every chunk.
  let unfinished: string[] = [];
  let unfinishedLength = 0;
  let lineNumber = 0;
  const maxLineLength = program.maxLineLength ?? MAX_LINE_LENGTH;
  const takeLine = (text: string): string => {
    const line = unfinished.length === 0 ? text : joinUnfinished(text);
    // A character code, not endsWith: this runs for every line (and an empty line has none).
    return line.length > 0 && line.charCodeAt(line.length - 1) === CARRIAGE_RETURN
      ? line.slice(0, -1)
      : line;
  };
  // Apart from takeLine, so that most lines (whole in one piece) allocate no new array.
  const joinUnfinished = (text: string): string => {
    const line = unfinished.join("") + text;
    unfinished = [];
    unfinishedLength = 0;
    return line;
  };

  // Everything answered so far is written before the program stops.
  const stopTooLong = async (): Promise<never> => {
    await output.flush();
    throw new CliError(
      `line ${lineNumber + 1} of the input is longer than ${maxLineLength} characters, longer than any command: stopped there`,
    );
  };

  const input = io.fds === undefined ? io.input : readChunks(io.fds.input, () => io.input);
  for await (const chunk of input) {
    for (const text of decodePieces(chunk, decoder)) {
      let begin = 0;
      for (let end = text.indexOf("\n"); end !== -1; end = text.indexOf("\n", begin)) {
        if (unfinishedLength + end - begin > maxLineLength) await stopTooLong();
        const line = takeLine(text.slice(begin, end));
        begin = end + 1;
        lineNumber++;
        if (program.line(line, output) === "stop") return output.flush();
        // A slow reader must not make the output queue grow with the input.
        if (output.isBlocked) await output.flush();
      }
      if (begin < text.length) {
        unfinished.push(text.slice(begin));
        unfinishedLength += text.length - begin;
        if (unfinishedLength > maxLineLength) await stopTooLong();
      }
    }
    await output.flush();
  }
  const last = takeLine(decoder.end());
  if (last !== "" && program.line(last, output) === "stop") return output.flush();
  program.end?.(output);
  await output.flush();
}

const CARRIAGE_RETURN = 13;

/**
 * Input is read 16 KiB at a time but decoded 1 KiB at a time, so the text whose lines are being
 * answered is small: it is alive whenever the garbage collector runs, and what outlives collections
 * makes V8 grow its young generation (campus-chaos's memory grew with the input length through it).
 */
const PIECE_BYTES = 1024;

/** A chunk's text in pieces; a character cut between two pieces is decoded whole in the second. */
function* decodePieces(chunk: Buffer | string, decoder: Utf8Decoder): Generator<string> {
  if (typeof chunk === "string") {
    yield chunk;
    return;
  }
  for (let at = 0; at < chunk.length; at += PIECE_BYTES) {
    yield decoder.decode(chunk, at, Math.min(chunk.length, at + PIECE_BYTES));
  }
}
