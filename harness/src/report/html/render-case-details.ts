import { describeDifferences } from "../../compare/first-difference.js";
import type { CaseReport } from "../../result/suite-result.js";
import { STDERR_KEPT_BYTES } from "../../run/capture-output.js";
import { quoteText } from "../../text/show-controls.js";
import { DETAILS_LEFT_OUT } from "../keep-details.js";
import { escapeHtml } from "./escape-html.js";
import { renderCommandHtml } from "./render-command-html.js";
import { renderDescription } from "./render-description.js";
import { renderDiffHtml } from "./render-diff-html.js";
import { renderCutText, renderText, showText } from "./render-text.js";
import { verdictClass } from "./verdict-class.js";

/**
 * A case that was not accepted, in a fold: why, the diff, its arguments, input and errors. The
 * body carries the id the table links to: following a link to an element inside a closed
 * `<details>` opens it (browsers do that for fragments and find-in-page; no script needed).
 */
export function renderCaseDetails(item: CaseReport, id: string, open: boolean): string {
  return [
    `<details class="case ${verdictClass(item.verdict)}"${open ? " open" : ""}>`,
    `<summary><span class="verdict">${escapeHtml(item.verdict)}</span> <code class="name">${escapeHtml(item.name)}</code>${renderDescription(item)}</summary>`,
    `<div class="body" id="${id}">`,
    ...renderReason(item),
    ...(item.detailsLeftOut === true
      ? [`<p class="note">${escapeHtml(DETAILS_LEFT_OUT)}</p>`]
      : []),
    ...renderCommandHtml(item),
    ...(item.diff === undefined ? [] : ["<h3>output</h3>", renderDiffHtml(item.diff)]),
    ...renderEndOfOutput(item),
    ...renderRun(item),
    "</div>",
    "</details>",
  ].join("\n");
}

/** The message, or the first differences with their quotes kept whitespace for whitespace. */
function renderReason(item: CaseReport): string[] {
  const quote = (text: string) => `<code class="quoted">${escapeHtml(quoteText(text))}</code>`;
  const lines =
    item.message === undefined ? describeDifferences(item, quote) : [escapeHtml(item.message)];
  return lines.map((line) => `<p class="why">${line}</p>`);
}

function renderRun(item: CaseReport): string[] {
  const args = item.args ?? [];
  const words = args.map((arg) => `<code>${escapeHtml(showText(arg))}</code>`).join("");
  const lines = ["<h3>arguments</h3>", `<p class="args">${words || "none"}</p>`];
  if (item.input !== undefined) lines.push("<h3>standard input</h3>", renderText(item.input));
  if (item.stderr !== "") {
    const note = `a report keeps the first ${STDERR_KEPT_BYTES / 1024} KiB of standard error`;
    lines.push("<h3>standard error</h3>", renderCutText(item.stderr, item.stderrCut, note));
  }
  return lines;
}

/** Verdicts of a program that ran but whose output was not judged: it was stopped, or crashed. */
const STOPPED = new Set(["Time Limit Exceeded", "Memory Limit Exceeded", "Runtime Error"]);

/**
 * What a run that was stopped or crashed printed, right under why: where it got stuck. A run that
 * printed nothing says so, rather than leaving the student to look for output that is not there.
 */
function renderEndOfOutput(item: CaseReport): string[] {
  if (item.output !== undefined)
    return [`<h3>${describeOutput(item)}</h3>`, renderText(item.output)];
  if (item.diff !== undefined || item.detailsLeftOut === true || !STOPPED.has(item.verdict))
    return [];
  return [`<h3>${describeOutput(item)}</h3>`, `<p class="note">nothing</p>`];
}

function describeOutput(item: CaseReport): string {
  const what = item.kind === "protocol" ? "output (standard output and error)" : "standard output";
  const when = item.verdict === "Time Limit Exceeded" ? "before it was stopped" : "as it ended";
  return `${what} ${when}`;
}
