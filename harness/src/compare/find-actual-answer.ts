import { skipLines } from "../text/skip-lines.js";

/** Both outputs, and where in `expected` they first differ (they agree up to there). */
export interface Outputs {
  readonly expected: string;
  readonly actual: string;
  readonly offset: number;
}

/** What of the expected text after an answer is looked for in the actual output to find its end. */
const RESYNC_CHARACTERS = 64;

/** How far past the expected answer's end the actual one may run. */
const RESYNC_DISTANCE = 16 * 1024;

/**
 * The part of `actual` that stands where the answer `expected[start, end)` was expected: from where
 * the answer starts (the outputs agree up to the difference) to where the text that follows the
 * answer in `expected` is found again; when it is not, as long as the expected answer.
 */
export function findActualAnswer(outputs: Outputs, start: number, end: number): string {
  const { expected, actual } = outputs;
  if (end === expected.length) return actual.slice(start);
  const again = findAgain(outputs, end);
  return actual.slice(start, Math.max(start, again === -1 ? end : again));
}

/**
 * What the program printed where the difference starts that `expected` has no place for: up to
 * where the expected text from there is found again, else as many lines as it printed from there
 * on past those expected; "" when it printed no more (a wrong answer there, not an added one), or
 * when the difference is past the expected end (added by any command, or by none).
 */
export function findAddedOutput(outputs: Outputs): string {
  const { expected, actual, offset } = outputs;
  if (offset >= expected.length) return "";
  const again = findAgain(outputs, offset);
  if (again > offset) return actual.slice(offset, again);
  const more = countLines(actual, offset) - countLines(expected, offset);
  return more > 0 ? actual.slice(offset, skipLines(actual, offset, more)) : "";
}

/**
 * Where the text that follows `end` in `expected` starts again in `actual`, searched from the
 * difference on, and preceded there by the same character (a line that follows an answer is found
 * at the start of a line, not at the end of a wrong one; the output's start counts as a line's);
 * -1 when it is not found near enough.
 */
function findAgain(outputs: Outputs, end: number): number {
  const { expected, actual, offset } = outputs;
  const before = end === 0 ? "\n" : expected.charAt(end - 1);
  const next = `${before}${expected.slice(end, end + RESYNC_CHARACTERS)}`;
  const found = actual.indexOf(next, Math.max(0, Math.min(offset, actual.length) - 1));
  if (found === -1 || found > end + RESYNC_DISTANCE) return -1;
  return found + 1;
}

/** How many lines `text` has from `from` on, a last one without a newline counted. */
function countLines(text: string, from: number): number {
  let lines = 0;
  for (let at = text.indexOf("\n", from); at !== -1; at = text.indexOf("\n", at + 1)) lines++;
  return text.endsWith("\n") || from >= text.length ? lines : lines + 1;
}
