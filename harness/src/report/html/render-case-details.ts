import { describeFirstDifference } from "../../compare/first-difference.js";
import { showWhitespace } from "../../compare/render-diff.js";
import type { CaseReport } from "../../result.js";
import { escapeHtml } from "./escape-html.js";
import { renderSideBySide } from "./render-side-by-side.js";
import { verdictClass } from "./verdict-class.js";

/** A case that was not accepted, folded: why, the diff side by side, its arguments, input and errors. */
export function renderCaseDetails(item: CaseReport, id: string): string {
  const reason =
    item.message ?? (item.firstDifference && describeFirstDifference(item.firstDifference));
  const why = reason === undefined ? "" : ` <span class="why">${escapeHtml(reason)}</span>`;
  return [
    `<details class="case ${verdictClass(item.verdict)}" id="${id}">`,
    `<summary><span class="verdict">${escapeHtml(item.verdict)}</span> <code class="name">${escapeHtml(item.name)}</code>${why}</summary>`,
    `<div class="body">`,
    ...(item.diff === undefined ? [] : ["<h3>output</h3>", renderSideBySide(item.diff)]),
    ...renderRun(item),
    "</div>",
    "</details>",
  ].join("\n");
}

function renderRun(item: CaseReport): string[] {
  const args = item.args ?? [];
  const words = args.map((arg) => `<code>${escapeHtml(showText(arg))}</code>`).join("");
  const lines = ["<h3>arguments</h3>", `<p class="args">${words || "none"}</p>`];
  if (item.input !== undefined) lines.push("<h3>standard input</h3>", renderText(item.input));
  if (item.stderr !== "") lines.push("<h3>standard error</h3>", renderText(item.stderr));
  return lines;
}

/** Text in a box, whitespace made visible as in the diffs, and a missing final newline said. */
function renderText(text: string): string {
  if (text === "") return `<p class="note">empty</p>`;
  const shown = showText(text.endsWith("\n") ? text.slice(0, -1) : text);
  const end = text.endsWith("\n") ? "" : `\n<p class="note">no newline at the end</p>`;
  return `<pre class="text">${escapeHtml(shown)}</pre>${end}`;
}

function showText(text: string): string {
  return text
    .split("\n")
    .map((line) => showWhitespace(` ${line}`).slice(1))
    .join("\n");
}
