import type { InputAnswers } from "@games/cli-kit";
import type { CommandAnswer, FirstDifference } from "../result/suite-result.js";
import { indexOfColumn } from "../text/character-columns.js";
import { skipLines } from "../text/skip-lines.js";
import {
  type ActualAnswer,
  findActualAnswer,
  findAddedOutput,
  type Outputs,
} from "./find-actual-answer.js";
import { keepStart, pairCut } from "./kept-output.js";

/** At most this many lines of each answer are kept in a report, and 8 KiB (the diff has the rest). */
export const ANSWER_KEPT_LINES = 40;

/**
 * The first command whose answer, as the program gave it, differs from its expected one: `answers`
 * says which part of `expected` answers which of the input `lines`. Output the program added where
 * commands expected to answer nothing stand counts as the first of them's answer, so a command that
 * should print nothing and printed something is named, not the next one that prints. `undefined`
 * when the answers do not make up `expected` (the cases were not written by this game, or for other
 * arguments) or when the difference is not in an answer to a line (the greeting, the end of the
 * input, or output past the expected end).
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
  const wrong = findWrongAnswer(parts, answers.before.length, { expected, actual, offset });
  if (wrong === undefined) return undefined;
  const kept = keepAnswers(parts[wrong.index] ?? "", wrong.actual);
  return { line: wrong.index + 1, of: lines.length, text: lines[wrong.index] ?? "", ...kept };
}

/**
 * The first answer whose actual answer differs from it, with that actual answer: the first empty
 * one where the difference starts, when the program added output there, else the one that holds
 * the difference.
 */
function findWrongAnswer(
  parts: readonly string[],
  first: number,
  outputs: Outputs,
): { readonly index: number; readonly actual: ActualAnswer } | undefined {
  const { offset } = outputs;
  let start = first;
  let checked = false;
  for (const [index, answer] of parts.entries()) {
    const end = start + answer.length;
    if (end > offset) {
      return start > offset ? undefined : { index, actual: findActualAnswer(outputs, start, end) };
    }
    // What was added counts for the first empty answer there; the others there have it too.
    if (answer === "" && start === offset && !checked) {
      checked = true;
      const added = findAddedOutput(outputs);
      if (added !== "") return { index, actual: { text: added, cut: false } };
    }
    start = end;
  }
  return undefined;
}

/** Both answers cut to what a report keeps, each marked when it was cut (the actual one maybe before). */
function keepAnswers(expected: string, actual: ActualAnswer) {
  const kept = keepStart(actual.text, ANSWER_KEPT_LINES);
  return pairCut(keepStart(expected, ANSWER_KEPT_LINES), {
    text: kept.text,
    cut: kept.cut || actual.cut,
  });
}

/** The index in `text` of a 1-based line and column, the column in characters. */
function toOffset(text: string, line: number, column: number): number {
  return indexOfColumn(text, skipLines(text, 0, line - 1), column);
}
