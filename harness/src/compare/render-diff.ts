import { structuredPatch } from "diff";
import { characterStart } from "../text/character-start.js";
import { type DiffWindow, findDiffWindow } from "./diff-window.js";

const CONTEXT_LINES = 3;
// A diff is cut past these, with a note: nobody reads further, and a report that drew every line
// of a megabyte of short lines (the HTML draws each twice) outgrew what a page, or a string, holds.
const MAX_DIFF_LINES = 400;
const MAX_DIFF_CHARACTERS = 32 * 1024;
/** How the note that ends a cut diff starts: no line of a diff does (each has its marker). */
export const DIFF_CUT_MARK = "… the diff is cut here";

/**
 * A unified diff of expected against actual with whitespace made visible: tabs `→`, carriage
 * returns `␍`, trailing spaces `·`; jsdiff marks a missing final newline itself. Past 400 lines or
 * 32 KiB it is cut, and its last line says how much was left out.
 */
export function renderDiff(expected: string, actual: string): string {
  const window = findDiffWindow(expected, actual, CONTEXT_LINES, WINDOW_LINES);
  const patch: { hunks: Hunk[]; note?: string } =
    structuredPatch(
      "expected",
      "actual",
      window.expected,
      window.actual,
      undefined,
      undefined,
      // Bounded by edits, not by the clock: the same outputs get the same diff on a busy machine.
      { context: CONTEXT_LINES, maxEditLength: MAX_EDITS },
    ) ?? replaceWhole(window);
  const lines = ["--- expected", "+++ actual"];
  for (const hunk of patch.hunks) {
    const kept = keepBeforeEdge(hunk, window);
    if (kept.length > 0) lines.push(renderHunkHeader(hunk, kept, window.skipped));
    for (const line of kept) lines.push(showWhitespace(line));
    if (kept.length < hunk.lines.length) break;
  }
  if (patch.note !== undefined) lines.push(patch.note);
  // What lies past the lines compared may differ too: said, whether or not a hunk was cut there.
  else if (window.expectedCut || window.actualCut)
    lines.push(
      `${DIFF_CUT_MARK}: compared on ${WINDOW_LINES} lines from line ${window.skipped + 1}`,
    );
  return cutDiff(lines).join("\n");
}

/**
 * Lines diffed on each side (see `findDiffWindow`), four times what a diff shows; where a side goes
 * on past them, its last quarter is not shown: a line matched past the window shows there as
 * removed or added. Diffing two outputs unlike each other costs about the square of it.
 */
const WINDOW_LINES = 4 * MAX_DIFF_LINES;
const EDGE_LINES = WINDOW_LINES / 4;

type Hunk = NonNullable<ReturnType<typeof structuredPatch>>["hunks"][number];

/**
 * Past this many lines added or removed, finding the fewest edits costs the grader's thread up to
 * a second a case (two outputs unlike each other): their window is shown as replaced whole.
 */
const MAX_EDITS = 2 * MAX_DIFF_LINES;

/**
 * The window's expected lines removed and its actual lines added, in one hunk, each side cut to half
 * of what a diff shows: whole, the removed lines filled the diff before any added one, and the
 * student never saw their own output (`+1,0`, as if they had printed nothing).
 */
function replaceWhole(window: DiffWindow): { hunks: Hunk[]; note?: string } {
  const side = (text: string, mark: string) => {
    const lines = text.split("\n");
    const ended = lines.at(-1) === "";
    const all = ended ? lines.slice(0, -1) : lines;
    const kept = keepHalf(all).map((line) => `${mark}${line}`);
    const whole = kept.length === all.length && !kept.at(-1)?.endsWith("…");
    const end = text === "" || ended || !whole ? [] : ["\\ No newline at end of file"];
    return { lines: [...kept, ...end], shown: kept.length, of: all.length };
  };
  const removed = side(window.expected, "-");
  const added = side(window.actual, "+");
  const hunk = {
    oldStart: removed.shown === 0 ? 0 : 1,
    oldLines: removed.shown,
    newStart: added.shown === 0 ? 0 : 1,
    newLines: added.shown,
    lines: [...removed.lines, ...added.lines],
  };
  const cut = removed.shown < removed.of || added.shown < added.of;
  const note = `${DIFF_CUT_MARK}: the outputs differ throughout; the first ${removed.shown} expected and ${added.shown} actual lines shown`;
  return cut ? { hunks: [hunk], note } : { hunks: [hunk] };
}

/** The first lines of a side that fit in half of a diff (a line longer than that, cut, with `…`). */
function keepHalf(lines: readonly string[]): string[] {
  const maxLines = MAX_DIFF_LINES / 2 - 4;
  const maxCharacters = MAX_DIFF_CHARACTERS / 2 - 1024;
  const kept: string[] = [];
  let characters = 0;
  for (const line of lines) {
    if (kept.length === maxLines) break;
    if (characters + line.length + 2 > maxCharacters) {
      if (kept.length === 0) kept.push(`${line.slice(0, characterStart(line, maxCharacters))}…`);
      break;
    }
    kept.push(line);
    characters += line.length + 2;
  }
  return kept;
}

/** The hunk's lines that lie before the last quarter of a side cut short. */
function keepBeforeEdge(hunk: Hunk, window: DiffWindow): readonly string[] {
  let oldLine = hunk.oldStart;
  let newLine = hunk.newStart;
  // A side cut short holds all of the window's lines.
  const oldEdge = window.expectedCut ? WINDOW_LINES - EDGE_LINES : Number.POSITIVE_INFINITY;
  const newEdge = window.actualCut ? WINDOW_LINES - EDGE_LINES : Number.POSITIVE_INFINITY;
  for (const [index, line] of hunk.lines.entries()) {
    if (oldLine > oldEdge || newLine > newEdge) return hunk.lines.slice(0, index);
    if (line.startsWith(" ") || line.startsWith("-")) oldLine++;
    if (line.startsWith(" ") || line.startsWith("+")) newLine++;
  }
  return hunk.lines;
}

/** `@@ -a,b +c,d @@` for the lines kept of a hunk, numbered from the outputs' first line. */
function renderHunkHeader(hunk: Hunk, kept: readonly string[], skipped: number): string {
  const count = (marks: string) => kept.filter((line) => marks.includes(line.charAt(0))).length;
  const [oldLines, newLines] =
    kept.length === hunk.lines.length ? [hunk.oldLines, hunk.newLines] : [count(" -"), count(" +")];
  return `@@ -${hunk.oldStart + skipped},${oldLines} +${hunk.newStart + skipped},${newLines} @@`;
}

/** A diff's lines, cut past 400 lines or 32 KiB, the last line then saying how much was left out. */
export function cutDiff(lines: readonly string[]): readonly string[] {
  let characters = 0;
  const kept = lines.findIndex((line, index) => {
    characters += line.length + 1;
    return index >= MAX_DIFF_LINES || characters > MAX_DIFF_CHARACTERS;
  });
  if (kept === -1) return lines;
  const left = lines.slice(kept);
  const size = left.reduce((sum, line) => sum + line.length + 1, 0);
  const more = `${left.length} more ${left.length === 1 ? "line" : "lines"}, ${Math.ceil(size / 1024)} KiB`;
  // One line longer than the whole budget (an output without newlines) is shown in part, so that
  // where it differs can still be seen.
  const first = left[0] ?? "";
  const head =
    kept < MAX_DIFF_LINES && first.length > MAX_DIFF_CHARACTERS / 2
      ? [`${first.slice(0, characterStart(first, MAX_DIFF_CHARACTERS / 2))}…`]
      : [];
  return [...lines.slice(0, kept), ...head, `${DIFF_CUT_MARK}: ${more} left out`];
}

/** Makes whitespace visible in one diff line, leaving its `+`/`-`/` `/`\` marker alone. */
export function showWhitespace(line: string): string {
  if (line.startsWith("\\")) return line;
  const body = line.slice(1).replaceAll("\t", "→").replaceAll("\r", "␍");
  // The trailing spaces, before a last carriage return, counted from the end: a pattern such as
  // / +(?=␍?$)/ would read, from each space of a long run not at the end, the rest of the run (a
  // program's line of 40,000 spaces and a letter took 5 s, a megabyte of them an hour).
  const end = body.endsWith("␍") ? body.length - 1 : body.length;
  let start = end;
  while (start > 0 && body.charAt(start - 1) === " ") start--;
  return `${line.charAt(0)}${body.slice(0, start)}${"·".repeat(end - start)}${body.slice(end)}`;
}
