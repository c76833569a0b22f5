export type { CompareMode, Verdict } from "./compare/verdict.js";
export { VERDICTS } from "./compare/verdict.js";
export { type RunSuiteOptions, runSuite } from "./grade/index.js";
export type { CaseReport, CaseResult, FirstDifference, SuiteResult, Summary } from "./result.js";
export type { Shard } from "./suite/select-cases.js";
