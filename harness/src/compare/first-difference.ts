import type { FirstDifference } from "../result.js";
import type { CompareMode } from "./verdict.js";

const SNIPPET_LENGTH = 24;

/** Finds where `actual` first departs from `expected` under `mode`; `undefined` when they agree. */
export function findFirstDifference(
  expected: string,
  actual: string,
  mode: CompareMode,
): FirstDifference | undefined {
  if (mode === "tokens") return findFirstTokenDifference(expected, actual);
  const left = mode === "trim-end" ? expected.trimEnd() : expected;
  const right = mode === "trim-end" ? actual.trimEnd() : actual;
  let index = 0;
  while (index < left.length && left[index] === right[index]) index++;
  if (index === left.length && index === right.length) return undefined;
  return { ...locate(expected, index), expected: snip(left, index), actual: snip(right, index) };
}

function findFirstTokenDifference(expected: string, actual: string): FirstDifference | undefined {
  const left = [...expected.matchAll(/\S+/g)];
  const right = [...actual.matchAll(/\S+/g)];
  let index = 0;
  while (index < left.length && left[index]?.[0] === right[index]?.[0]) index++;
  if (index === left.length && index === right.length) return undefined;
  const at = left[index]?.index ?? expected.trimEnd().length;
  return {
    ...locate(expected, at),
    expected: left[index]?.[0] ?? null,
    actual: right[index]?.[0] ?? null,
  };
}

function locate(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: index - lineStart + 1 };
}

/** The rest of the line from `index` (its newline included), shortened; `null` past the end. */
function snip(text: string, index: number): string | null {
  if (index >= text.length) return null;
  const newline = text.indexOf("\n", index);
  const end = newline === -1 ? text.length : newline + 1;
  return text.slice(index, Math.min(end, index + SNIPPET_LENGTH));
}

/** `line 3, column 5: expected "b\n", got "b\r\n"` — the one line printed above a diff. */
export function describeFirstDifference(difference: FirstDifference): string {
  const show = (text: string | null) => (text === null ? "end of output" : JSON.stringify(text));
  return `first difference at line ${difference.line}, column ${difference.column}: expected ${show(difference.expected)}, got ${show(difference.actual)}`;
}
