import { formatSize } from "../text/format-size.js";
import { SubmissionProblem } from "./submission-problem.js";

export interface UnpackLimits {
  /** The most bytes a whole submission may hold, its zips unpacked. */
  readonly maxBytes: number;
  readonly maxEntries: number;
}

/**
 * What one submission holds so far, copied and unpacked, against its limits: one budget for the
 * whole submission, so twenty zips each under the limit are still one submission over it.
 */
export interface SubmissionBudget extends UnpackLimits {
  /** What the messages say is past a limit: `the submission`, or `it` in a sentence on a folder. */
  readonly subject: string;
  bytes: number;
  entries: number;
}

export function createBudget(limits: UnpackLimits, subject = "the submission"): SubmissionBudget {
  return { ...limits, subject, bytes: 0, entries: 0 };
}

/**
 * Counts one more file of `bytes` (a folder: 0), `where` it comes from (a zip's name); throws a
 * `SubmissionProblem` once the submission is past a limit.
 */
export function spendOnEntry(budget: SubmissionBudget, bytes: number, where?: string): void {
  budget.entries++;
  budget.bytes += bytes;
  const at = where === undefined ? "" : ` (reached in ${where})`;
  if (budget.entries > budget.maxEntries)
    throw new SubmissionProblem(
      `${budget.subject} holds more than ${budget.maxEntries} files (the limit)${at}`,
    );
  if (budget.bytes > budget.maxBytes) {
    const bomb = where === undefined ? "" : ": refused as a zip bomb";
    throw new SubmissionProblem(
      `${budget.subject} is larger than ${formatSize(budget.maxBytes)} unpacked (the limit)${at}${bomb}`,
    );
  }
}

/** Counts `bytes` more of a file being copied (its entry counted already); throws past the limit. */
export function spendBytes(budget: SubmissionBudget, bytes: number): void {
  budget.bytes += bytes;
  if (budget.bytes > budget.maxBytes) {
    throw new SubmissionProblem(
      `${budget.subject} is larger than ${formatSize(budget.maxBytes)} unpacked (the limit)`,
    );
  }
}
