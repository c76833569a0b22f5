/**
 * The whitespace the comparisons ignore, trim and split on, the first differences skip, and an
 * `.args` file's arguments are separated by: ASCII's only (space, tab, newline, carriage return, form feed, vertical tab), as judges (DOMjudge) take it.
 * JavaScript's `\s` and `trimEnd` take Unicode's spaces too (no-break, ideographic, the line
 * separator, the byte order mark): a program that printed one of them where a space, or nothing,
 * was expected was Accepted.
 */
const WHITESPACE = " \t\n\r\f\v";

const TOKEN = new RegExp(`[^${WHITESPACE}]+`, "g");

/** Whether one character (`charAt`'s) is whitespace; the empty string, past a text's end, is not. */
export function isWhitespace(character: string): boolean {
  return character.length === 1 && isBlankCode(character.charCodeAt(0));
}

/** `text` without the whitespace at its very end. */
export function trimEndWhitespace(text: string): string {
  let end = text.length;
  while (end > 0 && isWhitespace(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

/** Where two texts' runs between whitespace first differ: each side's run, or where it ended. */
export interface TokenMismatch {
  /** Where the expected side's run starts, or its length when it has no more runs. */
  readonly expectedStart: number;
  readonly expectedEnd: number;
  readonly actualStart: number;
  readonly actualEnd: number;
}

/**
 * The first run between whitespace where `expected` and `actual` differ (or one has a run the other
 * has not); `undefined` when their runs are the same. Both texts are walked once, side by side,
 * and nothing is built per run: an output of a million short words made a million match objects a
 * side, a quarter of a gigabyte for a 1 MiB output.
 */
export function findTokenMismatch(expected: string, actual: string): TokenMismatch | undefined {
  let left = 0;
  let right = 0;
  for (;;) {
    const expectedStart = skipBlanks(expected, left);
    const actualStart = skipBlanks(actual, right);
    left = skipWord(expected, expectedStart);
    right = skipWord(actual, actualStart);
    const bothEnded = expectedStart === expected.length && actualStart === actual.length;
    if (bothEnded) return undefined;
    const length = left - expectedStart;
    const same =
      length === right - actualStart &&
      isSameRun(expected, expectedStart, actual, actualStart, length);
    if (!same) return { expectedStart, expectedEnd: left, actualStart, actualEnd: right };
  }
}

function isSameRun(
  left: string,
  leftStart: number,
  right: string,
  rightStart: number,
  length: number,
): boolean {
  for (let offset = 0; offset < length; offset++) {
    if (left.charCodeAt(leftStart + offset) !== right.charCodeAt(rightStart + offset)) return false;
  }
  return true;
}

function skipBlanks(text: string, from: number): number {
  let index = from;
  while (index < text.length && isBlankCode(text.charCodeAt(index))) index++;
  return index;
}

function skipWord(text: string, from: number): number {
  let index = from;
  while (index < text.length && !isBlankCode(text.charCodeAt(index))) index++;
  return index;
}

/** `WHITESPACE` by code: the space, and tab, newline, vertical tab, form feed, carriage return (9–13). */
function isBlankCode(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

/** The runs of `text` between whitespace, each with where it starts. */
export function matchTokens(text: string): RegExpExecArray[] {
  return [...text.matchAll(TOKEN)];
}

/**
 * `text` with all its whitespace taken out, joined from its runs: `replace` with a pattern built
 * its result through a match object a run, 33 MB for half a million words in a 1 MiB output.
 */
export function removeWhitespace(text: string): string {
  const runs: string[] = [];
  for (let start = skipBlanks(text, 0); start < text.length; ) {
    const end = skipWord(text, start);
    runs.push(text.slice(start, end));
    start = skipBlanks(text, end);
  }
  return runs.join("");
}
