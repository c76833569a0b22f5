import type { InputAnswers } from "@games/cli-kit";
import type { CommandAnswer, FirstDifference } from "../result.js";
import { splitLines } from "./resolve-expected.js";

/** At most this many lines of each answer are kept in a report (the diff has the rest). */
const ANSWER_KEPT_LINES = 40;

/** How far past the expected answer's length the actual output is searched for the next answer. */
const RESYNC_LINES = 40;

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
  let start = answers.before.length;
  const index = parts.findIndex((answer) => {
    const holds = offset >= start && offset < start + answer.length;
    if (!holds) start += answer.length;
    return holds;
  });
  const answer = parts[index];
  if (answer === undefined) return undefined;
  return {
    line: index + 1,
    of: lines.length,
    text: lines[index] ?? "",
    expected: keepLines(answer),
    actual: keepLines(findActualAnswer(expected, actual, start, answer, difference.line)),
  };
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
 * The lines of `actual` that stand where the answer was expected: from the answer's first line to
 * the first line, at or after the differing one, that is the first line of the next expected answer;
 * when none is near, as many lines as the answer has (or the rest, for the last answer).
 */
function findActualAnswer(
  expected: string,
  actual: string,
  start: number,
  answer: string,
  differingLine: number,
): string {
  const first = countLines(expected.slice(0, start));
  const expectedLines = splitLines(expected);
  const after = first + splitLines(answer).length;
  const end = findAnswerEnd(splitLines(actual), expectedLines[after], differingLine - 1, after);
  return sliceLines(actual, first, Math.max(first, end));
}

/** The 0-based line of the actual output where the `next` expected answer seems to start. */
function findAnswerEnd(
  actualLines: readonly string[],
  next: string | undefined,
  from: number,
  after: number,
): number {
  if (next === undefined) return actualLines.length;
  const last = Math.min(actualLines.length, after + RESYNC_LINES);
  for (let at = from; at < last; at++) if (actualLines[at] === next) return at;
  return Math.min(after, actualLines.length);
}

function countLines(text: string): number {
  return text.split("\n").length - 1;
}

/** The 0-based lines `from` (inclusive) to `to` (exclusive) of `text`, each with its newline. */
function sliceLines(text: string, from: number, to: number): string {
  return text.slice(lineOffset(text, from), lineOffset(text, to));
}

function keepLines(text: string): string {
  const lines = text.split("\n");
  return lines.length <= ANSWER_KEPT_LINES + 1
    ? text
    : `${lines.slice(0, ANSWER_KEPT_LINES).join("\n")}\n`;
}
