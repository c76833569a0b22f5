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
  const shownExpected = `${showLine(expected, line, command.expectedCut, quote)}${showNext(expected, line, actual, quote)}`;
  return `${head}: expected ${shownExpected}, got ${showLine(actual, line, command.actualCut, quote)}`;
}

/**
 * ` then "Player 2 wins"` after an empty line expected where nothing was printed: `expected "", got
 * nothing` alone does not say what the answer is.
 */
function showNext(
  expected: readonly string[],
  index: number,
  actual: readonly string[],
  quote: Quote,
): string {
  if (expected[index] !== "" || actual[index] !== undefined) return "";
  const next = expected.slice(index + 1).findIndex((line) => line !== "");
  return next === -1 ? "" : ` then ${showLine(expected, index + 1 + next, undefined, quote)}`;
}

/** One line of an answer, cut short with `…`, as is the last line kept of an answer cut short. */
function showLine(
  lines: readonly string[],
  index: number,
  answerCut: boolean | undefined,
  quote: Quote,
): string {
  const line = lines[index];
  if (line === undefined) return "nothing";
  if (line.length > QUOTE_LENGTH)
    return `${quote(line.slice(0, characterStart(line, QUOTE_LENGTH)))}…`;
  return answerCut === true && index === lines.length - 1 ? `${quote(line)}…` : quote(line);
}
