import { characterStart } from "../text/character-start.js";

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

/** A piece of the output, `cut` when the program's answer went on past it. */
export interface ActualAnswer {
  readonly text: string;
  readonly cut: boolean;
}

/**
 * The part of `actual` that stands where the answer `expected[start, end)` was expected: from where
 * the answer starts (the outputs agree up to the difference) to where the text that follows the
 * answer in `expected` is found again; when it is not, as long as the expected answer, and `cut`
 * when the output goes on, unless the piece is whole lines as the expected answer is (a report says
 * so: what a program printed before each answer, a prompt, read as all it answered).
 */
export function findActualAnswer(outputs: Outputs, start: number, end: number): ActualAnswer {
  const { expected, actual } = outputs;
  if (end === expected.length) return { text: actual.slice(start), cut: false };
  const again = findAgain(outputs, end);
  if (again !== -1) return { text: actual.slice(start, Math.max(start, again)), cut: false };
  const stop = Math.max(start, characterStart(actual, end));
  const text = actual.slice(start, stop);
  // Whole lines for an answer of whole lines read as the answer they are; anything else is a cut.
  const whole = expected.charAt(end - 1) === "\n" && text.endsWith("\n");
  return { text, cut: stop < actual.length && !whole };
}

/** How much of the expected text that follows must come, unchanged, after output taken as added. */
const ADDED_CHECK_CHARACTERS = 4096;

/**
 * What the program printed where the difference starts that `expected` has no place for: whole
 * lines, after which the expected text from there comes unchanged (to its end, or for its next
 * 4 KiB), found within the resync distance; "" when there are none such (a wrong answer there, not
 * an added one, the usual case). Only that strict a match is taken: a changed answer followed by an
 * extra line, or a run of repeated answers, looks like added output to a looser rule, and the
 * command named was then one that rightly printed nothing.
 */
export function findAddedOutput(outputs: Outputs): string {
  const { expected, actual, offset } = outputs;
  if (offset >= expected.length || !startsLine(actual, offset)) return "";
  const rest = expected.slice(offset, offset + ADDED_CHECK_CHARACTERS);
  const whole = rest.length === expected.length - offset;
  const last = Math.min(actual.length, offset + RESYNC_DISTANCE);
  for (let at = actual.indexOf("\n", offset) + 1; at > 0 && at <= last; ) {
    if (actual.startsWith(rest, at) && (!whole || actual.length - at === rest.length))
      return actual.slice(offset, at);
    at = actual.indexOf("\n", at) + 1;
  }
  return "";
}

function startsLine(text: string, index: number): boolean {
  return index === 0 || text.charAt(index - 1) === "\n";
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
