import type { CaseReport, Summary } from "../result/suite-result.js";
import { VERDICTS, type Verdict } from "../result/verdict.js";

export function summarize(cases: readonly CaseReport[], durationMs: number): Summary {
  const byVerdict = Object.fromEntries(VERDICTS.map((verdict) => [verdict, 0])) as Record<
    Verdict,
    number
  >;
  let points = 0;
  let maxPoints = 0;
  for (const item of cases) {
    byVerdict[item.verdict]++;
    points += item.points;
    maxPoints += item.maxPoints;
  }
  return {
    total: cases.length,
    accepted: byVerdict.Accepted,
    points,
    maxPoints,
    byVerdict,
    durationMs: Math.round(durationMs),
  };
}
