import type { CaseResult } from "../result/suite-result.js";
import type { Verdict } from "../result/verdict.js";
import type { CaseFiles } from "../suite/find-cases.js";
import { type CaseLabels, describeCase } from "./case-identity.js";

/** A case decided without running it: a build that failed, a submission stopped early. */
export interface Prejudgement {
  readonly verdict: Verdict;
  /** Why, in one line. */
  readonly message: string;
  /** Text to show as the case's standard error (a compiler's output). */
  readonly stderr?: string;
}

/** The result of a case that was not run: no output, no points. */
export function toPrejudgedResult(
  files: CaseFiles,
  settings: CaseLabels & { readonly points: number },
  judgement: Prejudgement,
): CaseResult {
  return {
    ...describeCase(files, settings),
    verdict: judgement.verdict,
    message: judgement.message,
    points: 0,
    maxPoints: settings.points,
    durationMs: 0,
    exitCode: null,
    signal: null,
    stderr: judgement.stderr ?? "",
    file: files.expected ?? files.input ?? files.args,
    expected: "",
    actual: "",
  };
}
