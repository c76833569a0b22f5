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

export const MIN_SQUARES = 10;
export const MAX_SQUARES = 150;
export const GOOSE_INTERVAL = 9;

type Failure = Exclude<HeaderParse, { kind: "complete" }>;
type Colours = Header["colours"];

const INCOMPLETE: Failure = { kind: "incomplete" };

/**
 * Reads the header lines received so far, checking each against the stated constraints in order, so
 * a bad line is reported as soon as it arrives, before any later line is needed.
 */
export function parseHeader(lines: readonly string[]): HeaderParse {
  const [colourLine, sizeLine] = lines;
  if (colourLine === undefined) return INCOMPLETE;
  const colours = parseColours(colourLine);
  if (colours === undefined) return invalid(1, renderBadColours(colourLine));
  if (sizeLine === undefined) return INCOMPLETE;
  const size = parseInRange(sizeLine, MIN_SQUARES, MAX_SQUARES);
  if (size === undefined) {
    return invalid(2, renderBadCount("the number of squares", MIN_SQUARES, MAX_SQUARES, sizeLine));
  }
  const fines = parseSquareLines(lines, 2, "fine", size, []);
  if ("kind" in fines) return fines;
  const cliffs = parseSquareLines(lines, 4, "cliff", size, fines);
  if ("kind" in cliffs) return cliffs;
  return { kind: "complete", header: { colours, size, fines, cliffs } };
}

/** Reads a count line and the list line after it (fines or cliffs); `index` is the count line's. */
function parseSquareLines(
  lines: readonly string[],
  index: number,
  kind: "fine" | "cliff",
  size: number,
  taken: readonly number[],
): readonly number[] | Failure {
  const countLine = lines[index];
  const listLine = lines[index + 1];
  if (countLine === undefined) return INCOMPLETE;
  const count = parseInRange(countLine, 1, Math.floor(size / 3));
  if (count === undefined) {
    return invalid(index + 1, renderBadFineOrCliffCount(`the number of ${kind}s`, size, countLine));
  }
  if (listLine === undefined) return INCOMPLETE;
  const squares = parseSquareList(listLine, `${kind} squares`, count, size, taken);
  return typeof squares === "string" ? invalid(index + 2, squares) : squares;
}

function parseColours(line: string): Colours | undefined {
  const text = line.trim();
  const [first, second, third] = text;
  if (!/^[A-Z]{3}$/.test(text) || first === undefined || second === undefined) return undefined;
  if (third === undefined || first === second || first === third || second === third) {
    return undefined;
  }
  return [first, second, third];
}

/** The squares on `line`, or the rule the line breaks. */
function parseSquareList(
  line: string,
  what: string,
  count: number,
  size: number,
  taken: readonly number[],
): readonly number[] | string {
  const words = line
    .trim()
    .split(/\s+/)
    .filter((word) => word !== "");
  if (words.length !== count) return renderWrongListLength(what, count, words.length);
  const squares: number[] = [];
  for (const word of words) {
    const square = parseInRange(word, 2, size - 1);
    if (square === undefined) return renderNotASquare(what, size, word);
    const rule = checkPlacement(square, squares.at(-1), what, taken);
    if (rule !== undefined) return rule;
    squares.push(square);
  }
  return squares;
}

/** Why `square` cannot follow `previous` in its list, or undefined when it can. */
function checkPlacement(
  square: number,
  previous: number | undefined,
  what: string,
  taken: readonly number[],
): string | undefined {
  if (previous !== undefined && square <= previous)
    return renderNotAscending(what, previous, square);
  if (square % GOOSE_INTERVAL === 0) return renderOnGoose(what, square);
  if (taken.includes(square)) return renderFineAndCliff(square);
  return undefined;
}

/** The integer written on `text` (spaces around it allowed) when it lies in min..max. */
function parseInRange(text: string, min: number, max: number): number | undefined {
  const trimmed = text.trim();
  if (!/^[+-]?\d{1,9}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : undefined;
}

function invalid(line: number, rule: string): Failure {
  return { kind: "invalid", error: { line, rule } };
}
