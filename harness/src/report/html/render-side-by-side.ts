import { html, parse } from "diff2html";
import { escapeHtml } from "./escape-html.js";

/**
 * A case's unified diff (expected against actual, whitespace already made visible) drawn side by
 * side by diff2html, which escapes every line. Text that is no diff (the outputs differed too much)
 * is shown as it is.
 */
export function renderSideBySide(diff: string): string {
  const files = parse(diff);
  if (files.length === 0) return `<pre class="text">${escapeHtml(diff)}</pre>`;
  const table = html(files, {
    outputFormat: "side-by-side",
    drawFileList: false,
    matching: "lines",
  });
  const notes = findMissingNewlines(diff).map(
    (side) => `<p class="note">${side}: no newline at the end of the output</p>`,
  );
  return [
    `<div class="diff"><div class="sides"><span>expected</span><span>actual</span></div>`,
    table,
    ...notes,
    "</div>",
  ].join("\n");
}

/** Which sides lack a final newline: diff2html drops the `\ No newline at end of file` lines. */
export function findMissingNewlines(diff: string): string[] {
  const lines = diff.split("\n");
  return lines.flatMap((line, index) => {
    if (!line.startsWith("\\")) return [];
    const marker = lines[index - 1]?.charAt(0);
    if (marker === "-") return ["expected"];
    return marker === "+" ? ["actual"] : ["expected and actual"];
  });
}
