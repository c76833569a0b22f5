/**
 * Mooshak's verdicts, from best to worst; a later one wins when several apply. `Not Run` is not a
 * judgement: the case was never started (`games-grade class --max-tle` stopped the submission).
 */
export const VERDICTS = [
  "Accepted",
  "Presentation Error",
  "Wrong Answer",
  "Output Limit Exceeded",
  "Memory Limit Exceeded",
  "Time Limit Exceeded",
  "Runtime Error",
  "Compilation Error",
  "Not Run",
] as const;

export type Verdict = (typeof VERDICTS)[number];

/** The short codes judges print in scoreboards (DOMjudge's and Mooshak's abbreviations). */
export const VERDICT_CODES: Readonly<Record<Verdict, string>> = {
  Accepted: "AC",
  "Presentation Error": "PE",
  "Wrong Answer": "WA",
  "Output Limit Exceeded": "OLE",
  "Memory Limit Exceeded": "MLE",
  "Time Limit Exceeded": "TLE",
  "Runtime Error": "RE",
  "Compilation Error": "CE",
  "Not Run": "NR",
};

export type CompareMode = "exact" | "trim-end" | "tokens";

export const COMPARE_MODES: readonly CompareMode[] = ["exact", "trim-end", "tokens"];

export function isCompareMode(value: unknown): value is CompareMode {
  return typeof value === "string" && (COMPARE_MODES as readonly string[]).includes(value);
}

export function isVerdict(value: unknown): value is Verdict {
  return typeof value === "string" && (VERDICTS as readonly string[]).includes(value);
}
