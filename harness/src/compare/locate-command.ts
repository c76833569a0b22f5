import type { InputAnswers } from "@games/cli-kit";
import type { CommandAnswer, FirstDifference } from "../result/suite-result.js";
import { keepStart } from "./kept-output.js";

/** At most this many lines of each answer are kept in a report, and 8 KiB (the diff has the rest). */
export const ANSWER_KEPT_LINES = 40;

/** What of the expected text after an answer is looked for in the actual output to find its end. */
const RESYNC_CHARACTERS = 64;

/** How far past the expected answer's end the actual one may run. */
const RESYNC_DISTANCE = 16 * 1024;

/**
 * The command whose answer holds the first difference: `answers` says which part of `expected`
 * answers which of the input `lines`. `undefined` when the answers do not make up `expected` (the
 * cases were not written by this game, or for other arguments) or when the difference is not in an
 * answer to a line (the greeting, the end of the input, or output past the expected end).
 */
export function locateCommand(
  lines: readonly string[],
  answers: InputAnswers,
  expected: string,
  actual: string,
  difference: FirstDifference,
): CommandAnswer | undefined {
  const parts = answers.answers;
  if (answers.before + parts.join("") + answers.after !== expected) return undefined;
  const offset = toOffset(expected, difference.line, difference.column);
  const { index, start } = findAnswer(parts, answers.before.length, offset);
  const answer = parts[index];
  if (answer === undefined) return undefined;
  const kept = keepAnswers(answer, findActualAnswer(expected, actual, start, answer, offset));
  return { line: index + 1, of: lines.length, text: lines[index] ?? "", ...kept };
}

/** Both answers cut to what a report keeps, each marked when it was cut. */
function keepAnswers(
  expected: string,
  actual: string,
): Pick<CommandAnswer, "expected" | "actual" | "expectedCut" | "actualCut"> {
  const left = keepStart(expected, ANSWER_KEPT_LINES);
  const right = keepStart(actual, ANSWER_KEPT_LINES);
  return {
    expected: left.text,
    actual: right.text,
    ...(left.cut ? { expectedCut: true } : {}),
    ...(right.cut ? { actualCut: true } : {}),
  };
}

/** Which answer holds `offset`, and where it starts; the index is -1 when none does. */
function findAnswer(
  parts: readonly string[],
  first: number,
  offset: number,
): { readonly index: number; readonly start: number } {
  let start = first;
  for (const [index, answer] of parts.entries()) {
    if (offset >= start && offset < start + answer.length) return { index, start };
    start += answer.length;
  }
  return { index: -1, start };
}

/** The index in `text` of a 1-based line and column. */
function toOffset(text: string, line: number, column: number): number {
  return lineOffset(text, line - 1) + column - 1;
}

/** Where the 0-based `line` of `text` starts; the end of `text` past its last line. */
function lineOffset(text: string, line: number): number {
  let offset = 0;
  for (let at = 0; at < line; at++) {
    const newline = text.indexOf("\n", offset);
    if (newline === -1) return text.length;
    offset = newline + 1;
  }
  return offset;
}

/**
 * The part of `actual` that stands where the answer was expected: from where the answer starts (the
 * outputs agree up to the difference) to where the text that follows the answer in `expected` is
 * found again, searched from the difference on; when it is not, as long as the expected answer.
 */
function findActualAnswer(
  expected: string,
  actual: string,
  start: number,
  answer: string,
  difference: number,
): string {
  const end = start + answer.length;
  if (end === expected.length) return actual.slice(start);
  const next = expected.slice(end, end + RESYNC_CHARACTERS);
  const found = actual.indexOf(next, Math.min(difference, actual.length));
  const stop = found === -1 || found > end + RESYNC_DISTANCE ? end : found;
  return actual.slice(start, Math.max(start, stop));
}
