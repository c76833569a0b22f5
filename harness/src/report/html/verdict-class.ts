import type { Verdict } from "../../result/verdict.js";

/** The CSS class of a verdict: `Wrong Answer` → `v-wrong-answer`. */
export function verdictClass(verdict: Verdict): string {
  return `v-${verdict.toLowerCase().replaceAll(" ", "-")}`;
}
