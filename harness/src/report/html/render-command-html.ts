import { splitInputLines } from "@games/cli-kit";
import { OUTPUT_KEPT_CHARACTERS } from "../../compare/kept-output.js";
import { ANSWER_KEPT_LINES } from "../../compare/locate-command.js";
import type { CaseReport, CommandAnswer } from "../../result/suite-result.js";
import { escapeHtml } from "./escape-html.js";
import { renderCutText, showText } from "./render-text.js";

/** Input lines shown before and after the command whose answer went wrong. */
const LINES_BEFORE = 5;
const LINES_AFTER = 2;

/**
 * The command whose answer holds the first difference, marked in the input around it, beside what
 * it was to answer and what the program answered; nothing when no command is known.
 */
export function renderCommandHtml(item: CaseReport): string[] {
  const command = item.firstDifference?.command;
  if (command === undefined) return [];
  return [
    `<div class="command">`,
    `<div><h3>input, command ${command.line} of ${command.of}</h3>${renderInput(item.input ?? "", command)}</div>`,
    `<div><h3>expected answer</h3>${renderAnswer(command.expected, command.expectedCut)}<h3>its answer</h3>${renderAnswer(command.actual, command.actualCut, ACTUAL_CUT)}</div>`,
    "</div>",
  ];
}

const KEPT = `a report keeps an answer's first ${ANSWER_KEPT_LINES} lines and ${OUTPUT_KEPT_CHARACTERS / 1024} KiB`;

/** The program's answer is also cut where the expected one ends when its end was not found. */
const ACTUAL_CUT = `${KEPT}, and of one whose end was not found (the next answer not seen again) as much as was expected`;

/** An answer in its box, and a note under it when it was cut short. */
function renderAnswer(answer: string, cut: boolean | undefined, note = KEPT): string {
  return renderCutText(answer, cut, note);
}

/** The input lines near the command, numbered, the command marked (alone, past the input kept). */
function renderInput(input: string, command: CommandAnswer): string {
  const lines = splitInputLines(input);
  const kept = command.line <= lines.length;
  const first = kept ? Math.max(1, command.line - LINES_BEFORE) : command.line;
  const last = kept ? Math.min(lines.length, command.line + LINES_AFTER) : command.line;
  const shown: string[] = [];
  for (let number = first; number <= last; number++) {
    const text = number === command.line ? command.text : (lines[number - 1] ?? "");
    const line = `<span class="line-number">${number}</span>${escapeHtml(showText(text))}`;
    shown.push(number === command.line ? `<mark>${line}</mark>` : line);
  }
  return `<pre class="text input">${shown.join("\n")}</pre>`;
}
