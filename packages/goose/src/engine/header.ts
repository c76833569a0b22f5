import {
  renderBadColours,
  renderBadCount,
  renderBadFineOrCliffCount,
  renderFineAndCliff,
  renderNotASquare,
  renderNotAscending,
  renderOnGoose,
  renderWrongListLength,
} from "./messages.js";

/** The six lines before the commands: who plays (in order) and what the board looks like. */
export interface Header {
  readonly colours: readonly [string, string, string];
  readonly size: number;
  readonly fines: readonly number[];
  readonly cliffs: readonly number[];
}

/** The first header line (1-based) that breaks a stated constraint, and the rule it breaks. */
export interface HeaderError {
  readonly line: number;
  readonly rule: string;
}

export type HeaderParse =
  | { readonly kind: "incomplete" }
  | { readonly kind: "invalid"; readonly error: HeaderError }
  | { readonly kind: "complete"; readonly header: Header };

export const HEADER_LINE_NAMES = [
  "the players' colours",
  "the number of squares",
  "the number of fines",
  "the fine squares",
  "the number of cliffs",
  "the cliff squares",
] as const;

export const MIN_SQUARES = 10;
export const MAX_SQUARES = 150;
export const GOOSE_INTERVAL = 9;

type Check<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly rule: string };

const INCOMPLETE: HeaderParse = { kind: "incomplete" };

/**
 * Reads the header lines received so far, checking each against the stated constraints in order, so
 * a bad line is reported as soon as it arrives and before any later line is needed.
 */
export function parseHeader(lines: readonly string[]): HeaderParse {
  const [colourLine, sizeLine] = lines;
  if (colourLine === undefined) return INCOMPLETE;
  const colours = parseColours(colourLine);
  if (!colours.ok) return invalid(1, colours.rule);
  if (sizeLine === undefined) return INCOMPLETE;
  const size = parseCount(sizeLine, "the number of squares", MIN_SQUARES, MAX_SQUARES);
  if (!size.ok) return invalid(2, size.rule);
  const fines = parseSquareLines(lines, 2, "fine", size.value, []);
  if (fines.kind !== "complete") return fines;
  const cliffs = parseSquareLines(lines, 4, "cliff", size.value, fines.squares);
  if (cliffs.kind !== "complete") return cliffs;
  return {
    kind: "complete",
    header: {
      colours: colours.value,
      size: size.value,
      fines: fines.squares,
      cliffs: cliffs.squares,
    },
  };
}

type SquaresParse =
  | Exclude<HeaderParse, { kind: "complete" }>
  | { readonly kind: "complete"; readonly squares: readonly number[] };

/** Reads a count line and the list line after it (fines or cliffs); `index` is the count line's. */
function parseSquareLines(
  lines: readonly string[],
  index: number,
  kind: "fine" | "cliff",
  size: number,
  taken: readonly number[],
): SquaresParse {
  const countLine = lines[index];
  const listLine = lines[index + 1];
  if (countLine === undefined) return INCOMPLETE;
  const count = parseCount(countLine, `the number of ${kind}s`, 1, Math.floor(size / 3));
  if (!count.ok) {
    return invalid(
      index + 1,
      renderBadFineOrCliffCount(`the number of ${kind}s`, size, countLine.trim()),
    );
  }
  if (listLine === undefined) return INCOMPLETE;
  const squares = parseSquareList(listLine, `${kind} squares`, count.value, size, taken);
  if (!squares.ok) return invalid(index + 2, squares.rule);
  return { kind: "complete", squares: squares.value };
}

function parseColours(line: string): Check<readonly [string, string, string]> {
  const text = line.trim();
  const [first, second, third] = text;
  const isValid =
    /^[A-Z]{3}$/.test(text) && first !== second && first !== third && second !== third;
  if (!isValid || first === undefined || second === undefined || third === undefined) {
    return { ok: false, rule: renderBadColours(line) };
  }
  return { ok: true, value: [first, second, third] };
}

function parseCount(line: string, what: string, min: number, max: number): Check<number> {
  const text = line.trim();
  const value = parseInteger(text);
  if (value === undefined || value < min || value > max) {
    return { ok: false, rule: renderBadCount(what, min, max, text) };
  }
  return { ok: true, value };
}

function parseSquareList(
  line: string,
  what: string,
  count: number,
  size: number,
  taken: readonly number[],
): Check<readonly number[]> {
  const words = line
    .trim()
    .split(/\s+/)
    .filter((word) => word !== "");
  if (words.length !== count) {
    return { ok: false, rule: renderWrongListLength(what, count, words.length) };
  }
  const squares: number[] = [];
  for (const word of words) {
    const square = parseInteger(word);
    const rule = checkSquare(square, word, what, size, squares.at(-1), taken);
    if (rule !== undefined || square === undefined) return { ok: false, rule: rule ?? "" };
    squares.push(square);
  }
  return { ok: true, value: squares };
}

function checkSquare(
  square: number | undefined,
  word: string,
  what: string,
  size: number,
  previous: number | undefined,
  taken: readonly number[],
): string | undefined {
  if (square === undefined || square < 2 || square > size - 1) {
    return renderNotASquare(what, size, word);
  }
  if (previous !== undefined && square <= previous)
    return renderNotAscending(what, previous, square);
  if (square % GOOSE_INTERVAL === 0) return renderOnGoose(what, square);
  if (taken.includes(square)) return renderFineAndCliff(square);
  return undefined;
}

function parseInteger(text: string): number | undefined {
  return /^[+-]?\d{1,9}$/.test(text) ? Number(text) : undefined;
}

function invalid(line: number, rule: string): HeaderParse & { kind: "invalid" } {
  return { kind: "invalid", error: { line, rule } };
}
