/** Mooshak's verdicts, from best to worst; a later one wins when several apply. */
export const VERDICTS = [
  "Accepted",
  "Presentation Error",
  "Wrong Answer",
  "Output Limit Exceeded",
  "Time Limit Exceeded",
  "Runtime Error",
] as const;

export type Verdict = (typeof VERDICTS)[number];

export type CompareMode = "exact" | "trim-end" | "tokens";

export const COMPARE_MODES: readonly CompareMode[] = ["exact", "trim-end", "tokens"];

export function isCompareMode(value: unknown): value is CompareMode {
  return typeof value === "string" && (COMPARE_MODES as readonly string[]).includes(value);
}

export function isVerdict(value: unknown): value is Verdict {
  return typeof value === "string" && (VERDICTS as readonly string[]).includes(value);
}
