import type { CommandAnswer } from "../result/suite-result.js";
import { characterStart } from "../text/character-start.js";
import { type Quote, quoteText } from "../text/show-controls.js";
import { splitLines } from "./resolve-expected.js";

/** Each side's quote is cut to this many characters, as a first difference's are (about). */
const QUOTE_LENGTH = 48;

/**
 * `answer to command 12 of 40, "square Red": expected "…", got "…"`: which input line was answered
 * wrongly, and the first line of its answer that differs (`its line 3`, when not the first).
 */
export function describeCommand(command: CommandAnswer, quote: Quote = quoteText): string {
  const expected = splitLines(command.expected);
  const actual = splitLines(command.actual);
  let line = 0;
  while (line < expected.length - 1 && expected[line] === actual[line]) line++;
  const where = line === 0 ? "" : `, its line ${line + 1}`;
  const head = `answer to command ${command.line} of ${command.of}, ${quote(command.text)}${where}`;
  return `${head}: expected ${showLine(expected[line], quote)}, got ${showLine(actual[line], quote)}`;
}

function showLine(line: string | undefined, quote: Quote): string {
  if (line === undefined) return "nothing";
  if (line.length <= QUOTE_LENGTH) return quote(line);
  return `${quote(line.slice(0, characterStart(line, QUOTE_LENGTH)))}…`;
}
