export { type RunSuiteOptions, runSuite } from "./grade/index.js";
export type {
  CaseReport,
  CaseResult,
  FirstDifference,
  SuiteResult,
  Summary,
} from "./result/suite-result.js";
export type { CompareMode, Verdict } from "./result/verdict.js";
export { VERDICTS } from "./result/verdict.js";
export type { Shard } from "./suite/select-cases.js";
