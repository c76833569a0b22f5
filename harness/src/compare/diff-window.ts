import { skipLines } from "../text/skip-lines.js";

/**
 * The part of two outputs a diff is computed on: from a few lines before where they first differ,
 * at most `maxLines` lines of each. jsdiff splits and compares every line of both: a megabyte of
 * short lines cost the grader's one thread half a second a case (a class of students printing one
 * held every other student's runs), to show 400 lines at most.
 */
export interface DiffWindow {
  readonly expected: string;
  readonly actual: string;
  /** Lines before the window, the same in both outputs. */
  readonly skipped: number;
  /** Whether that side goes on past the window's `maxLines` lines. */
  readonly expectedCut: boolean;
  readonly actualCut: boolean;
}

export function findDiffWindow(
  expected: string,
  actual: string,
  context: number,
  maxLines: number,
): DiffWindow {
  let same = 0;
  const shorter = Math.min(expected.length, actual.length);
  while (same < shorter && expected.charCodeAt(same) === actual.charCodeAt(same)) same++;
  let start = lineStart(expected, same);
  for (let line = 0; line < context && start > 0; line++) start = lineStart(expected, start - 1);
  const expectedEnd = skipLines(expected, start, maxLines);
  const actualEnd = skipLines(actual, start, maxLines);
  return {
    expected: expected.slice(start, expectedEnd),
    actual: actual.slice(start, actualEnd),
    skipped: countLines(expected, start),
    expectedCut: expectedEnd < expected.length,
    actualCut: actualEnd < actual.length,
  };
}

/** Where the line holding `index` starts. */
function lineStart(text: string, index: number): number {
  return index <= 0 ? 0 : text.lastIndexOf("\n", index - 1) + 1;
}

function countLines(text: string, end: number): number {
  let count = 0;
  for (let at = text.indexOf("\n"); at !== -1 && at < end; at = text.indexOf("\n", at + 1)) count++;
  return count;
}
