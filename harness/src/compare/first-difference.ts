import type { FirstDifference } from "../result/suite-result.js";
import type { CompareMode } from "../result/verdict.js";
import { findTokenMismatch, isWhitespace, trimEndWhitespace } from "../text/ascii-whitespace.js";
import { columnAt } from "../text/character-columns.js";
import { characterStart } from "../text/character-start.js";
import { type Quote, quoteText } from "../text/show-controls.js";
import { isEqualUnder } from "./compare-output.js";
import { describeCommand } from "./describe-command.js";
import { pairCut } from "./kept-output.js";

const SNIPPET_LENGTH = 32;

/** Finds where `actual` first departs from `expected` under `mode`; `undefined` when they agree. */
export function findFirstDifference(
  expected: string,
  actual: string,
  mode: CompareMode,
): FirstDifference | undefined {
  if (mode === "tokens") return findFirstTokenDifference(expected, actual);
  // Trimming decides only whether they agree. Where they differ is found in the texts as printed:
  // in trimmed ones the end of an output that stopped moved back before whitespace it did print,
  // into the answer before, which was then blamed although it was whole.
  if (mode === "trim-end" && isEqualUnder(expected, actual, mode)) return undefined;
  let same = 0;
  while (same < expected.length && expected[same] === actual[same]) same++;
  if (same === expected.length && same === actual.length) return undefined;
  // 💩 and 💯 share their first half: the difference starts with the character.
  const index = characterStart(expected, same);
  return { ...locate(expected, index), ...snipBoth(expected, index, actual, index) };
}

/**
 * The first place where the texts differ in something other than whitespace: both are read with
 * their whitespace skipped. The line and column are in `expected`; `undefined` when the texts have
 * the same characters apart from whitespace.
 */
export function findFirstNonWhitespaceDifference(
  expected: string,
  actual: string,
): FirstDifference | undefined {
  let left = skipWhitespace(expected, 0);
  let right = skipWhitespace(actual, 0);
  while (left < expected.length && expected[left] === actual[right]) {
    left = skipWhitespace(expected, left + 1);
    right = skipWhitespace(actual, right + 1);
  }
  if (left === expected.length && right === actual.length) return undefined;
  const [from, to] = [characterStart(expected, left), characterStart(actual, right)];
  return { ...locate(expected, from), ...snipBoth(expected, from, actual, to) };
}

/**
 * Whether a difference is in whitespace alone: whitespace on both sides, or whitespace against the
 * end of one text (the first difference that is not whitespace then lies further on).
 */
export function isWhitespaceDifference(difference: FirstDifference | undefined): boolean {
  if (difference === undefined) return false;
  const startsBlank = (piece: string | null) => piece === null || isWhitespace(piece.charAt(0));
  return startsBlank(difference.expected) && startsBlank(difference.actual);
}

function skipWhitespace(text: string, index: number): number {
  let next = index;
  while (next < text.length && isWhitespace(text.charAt(next))) next++;
  return next;
}

function findFirstTokenDifference(expected: string, actual: string): FirstDifference | undefined {
  const mismatch = findTokenMismatch(expected, actual);
  if (mismatch === undefined) return undefined;
  const { expectedStart, expectedEnd, actualStart, actualEnd } = mismatch;
  const at = expectedStart < expected.length ? expectedStart : trimEndWhitespace(expected).length;
  return {
    ...locate(expected, at),
    ...pairCut(
      snipWord(expected, expectedStart, expectedEnd),
      snipWord(actual, actualStart, actualEnd),
    ),
  };
}

/** The word from `start` to `end`, shortened as `snip` shortens a line; `null` when there is none. */
function snipWord(text: string, start: number, end: number): { text: string | null; cut: boolean } {
  if (start === end) return { text: null, cut: false };
  const stop = characterStart(text, Math.min(end, start + SNIPPET_LENGTH));
  return { text: text.slice(start, stop), cut: stop < end };
}

/** The 1-based line and column of `index`, the column in characters (see `columnAt`). */
function locate(text: string, index: number): { line: number; column: number } {
  return { line: countLinesTo(text, index), column: columnAt(text, index) };
}

/** The 1-based line `index` lies on, newlines counted in place: a split built the lines before it. */
function countLinesTo(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf("\n"); at !== -1 && at < index; at = text.indexOf("\n", at + 1))
    line++;
  return line;
}

function snipBoth(left: string, leftIndex: number, right: string, rightIndex: number) {
  return pairCut(snip(left, leftIndex), snip(right, rightIndex));
}

/** The rest of the line from `index` (its newline included), shortened; `null` past the end. */
function snip(text: string, index: number): { text: string | null; cut: boolean } {
  if (index >= text.length) return { text: null, cut: false };
  const newline = text.indexOf("\n", index);
  const end = newline === -1 ? text.length : newline + 1;
  const stop = characterStart(text, Math.min(end, index + SNIPPET_LENGTH));
  return { text: text.slice(index, stop), cut: stop < end };
}

/**
 * `line 3, column 5: expected "b\n", got "b\r\n"`, with `…` after a quote that was cut short:
 * the one line printed above a diff.
 */
export function describeFirstDifference(
  difference: FirstDifference,
  options: { readonly title?: string; readonly quote?: Quote } = {},
): string {
  const quote = options.quote ?? quoteText;
  const show = (text: string | null, cut: boolean | undefined) =>
    text === null ? "end of output" : `${quote(text)}${cut === true ? "…" : ""}`;
  const title = options.title ?? "first difference";
  const expected = show(difference.expected, difference.expectedCut);
  const actual = show(difference.actual, difference.actualCut);
  return `${title} at line ${difference.line}, column ${difference.column}: expected ${expected}, got ${actual}`;
}

/** The lines that say where a case's output went wrong: the command whose answer holds it, the first difference, then, after one in whitespace, the first one that is not. */
export function describeDifferences(
  item: {
    readonly firstDifference?: FirstDifference;
    readonly firstNonWhitespaceDifference?: FirstDifference;
  },
  quote?: Quote,
): string[] {
  const lines: string[] = [];
  const command = item.firstDifference?.command;
  if (command !== undefined) lines.push(describeCommand(command, quote));
  if (item.firstDifference !== undefined)
    lines.push(describeFirstDifference(item.firstDifference, { quote }));
  if (item.firstNonWhitespaceDifference !== undefined) {
    const title = "first difference that is not whitespace";
    lines.push(describeFirstDifference(item.firstNonWhitespaceDifference, { title, quote }));
  }
  return lines;
}
