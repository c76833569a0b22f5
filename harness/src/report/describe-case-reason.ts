import type { CaseReport } from "../result/suite-result.js";
import { showControls } from "../text/show-controls.js";
import { describeReason } from "./render-github-annotations.js";

/**
 * Why a case was not accepted, on one line: its verdict, then its first difference or why its
 * output was not judged (a crash, a limit, the compiler's first error line). Control characters are
 * shown as escapes. One place for the reason, which a scoreboard and Classroom's message both show.
 */
export function describeCaseReason(item: CaseReport): string {
  if (item.verdict === "Accepted") return "Accepted";
  const why = describeReason(item);
  const line = why === item.verdict ? why : `${item.verdict}: ${why}`;
  return showControls(line).replaceAll("\n", " ");
}

/** `text` cut to `limit` characters, with `…` where it was cut. */
export function cutLine(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}
