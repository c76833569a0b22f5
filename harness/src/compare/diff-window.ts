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
  /** The window's lines on each side, and whether that side goes on past it. */
  readonly expectedLines: number;
  readonly actualLines: number;
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
  const left = takeLines(expected, start, maxLines);
  const right = takeLines(actual, start, maxLines);
  return {
    expected: left.text,
    actual: right.text,
    skipped: countLines(expected, start),
    expectedLines: left.lines,
    actualLines: right.lines,
    expectedCut: left.cut,
    actualCut: right.cut,
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

/** At most `max` whole lines of `text` from `start`, the rest left out. */
function takeLines(text: string, start: number, max: number) {
  let end = start;
  let lines = 0;
  while (lines < max && end < text.length) {
    const newline = text.indexOf("\n", end);
    end = newline === -1 ? text.length : newline + 1;
    lines++;
  }
  return { text: text.slice(start, end), lines, cut: end < text.length };
}
