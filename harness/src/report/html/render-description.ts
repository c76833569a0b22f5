import type { CaseReport } from "../../result/suite-result.js";
import { escapeHtml } from "./escape-html.js";

/** What the case checks, in a line under its name: a tooltip alone is lost on a phone. */
export function renderDescription(item: CaseReport): string {
  if (item.description === undefined) return "";
  return `<span class="description">${escapeHtml(item.description)}</span>`;
}
