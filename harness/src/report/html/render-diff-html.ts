import { html, parse } from "diff2html";
import { DIFF_CUT_MARK } from "../../compare/render-diff.js";
import { escapeHtml, showControlPictures } from "./escape-html.js";

// Marks the line a missing final newline belongs to, through diff2html (which drops jsdiff's
// `\ No newline at end of file` lines); a private-use character no output keeps (see below).
const NO_NEWLINE = "\ue000";
const NO_NEWLINE_HTML = `<span class="no-eol" title="the output ends here, without a final newline">no newline at the end</span>`;

/**
 * Lines paired (`matching`) and their words marked, but only on lines short enough: marking the
 * words of two lines costs about the product of their lengths, and a program's two lines of
 * 10,000 characters (diff2html's own limit) took 7.5 s a pair, twice (a report from a shard's diff,
 * whose lines were never cut, hours).
 */
const BOUNDED_MATCHING = {
  drawFileList: false,
  matching: "lines",
  maxLineLengthHighlight: 500,
  maxLineSizeInBlockForComparison: 200,
} as const;

/**
 * A case's unified diff (expected against actual, whitespace already made visible) drawn by
 * diff2html twice: side by side, and as one column for narrow screens (the page's style shows one).
 * A missing final newline is marked on the line it is missing from, and the note that ends a diff
 * cut short is shown under it. Text that is no diff (the outputs differed too much) is shown as it is.
 */
export function renderDiffHtml(text: string): string {
  const noteAt = text.lastIndexOf(`\n${DIFF_CUT_MARK}`);
  const diff = noteAt === -1 ? text : text.slice(0, noteAt);
  const note = noteAt === -1 ? [] : [`<p class="note">${escapeHtml(text.slice(noteAt + 1))}</p>`];
  const files = parse(markMissingNewlines(showControlPictures(diff)));
  if (files.length === 0) return `<pre class="text">${escapeHtml(text)}</pre>`;
  const draw = (outputFormat: "side-by-side" | "line-by-line") =>
    html(files, { outputFormat, ...BOUNDED_MATCHING }).replaceAll(NO_NEWLINE, NO_NEWLINE_HTML);
  return [
    `<div class="diff">`,
    `<div class="wide"><div class="sides"><span>expected</span><span>actual</span></div>`,
    draw("side-by-side"),
    "</div>",
    `<div class="narrow"><div class="sides"><span>- expected, + actual</span></div>`,
    draw("line-by-line"),
    "</div>",
    ...note,
    "</div>",
  ].join("\n");
}

/**
 * Moves each `\ No newline at end of file` line onto the end of the line before it, as a marker;
 * a marker character already in the text is shown as its escape first.
 */
export function markMissingNewlines(diff: string): string {
  const lines = diff.replaceAll(NO_NEWLINE, "\\ue000").split("\n");
  const marked: string[] = [];
  for (const line of lines) {
    if (line.startsWith("\\") && marked.length > 0) marked.push(`${marked.pop()}${NO_NEWLINE}`);
    else marked.push(line);
  }
  return marked.join("\n");
}
