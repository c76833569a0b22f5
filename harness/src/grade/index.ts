export type { Prejudgement } from "./prejudged-case.js";
export { type RunSuiteOptions, runSuite } from "./run-suite.js";
