import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Judgement, judgeRun } from "../compare/judge-run.js";
import { resolveExpected } from "../compare/resolve-expected.js";
import { type RunOutcome, runProgram } from "../run/run-program.js";
import type { TimeLimits } from "../run/time-limits.js";
import type { Program, SandboxFile, SandboxPlan } from "../sandbox/index.js";
import type { GeneratedInput } from "./generated-input.js";
import { toExpectedLines } from "./protocol-case.js";

/** The two programs and the limits every fuzz run shares. */
export interface FuzzSetup extends TimeLimits {
  readonly reference: Program;
  readonly candidate: Program;
  /** How each is boxed; an input's data files are added to the plan per run. */
  readonly referenceBox: SandboxPlan;
  readonly candidateBox: SandboxPlan;
  readonly outputLimitBytes: number;
  /**
   * Compare as protocol cases are graded: standard output and standard error as one stream, and a
   * reference line starting `Error, ` matching any line starting `Error, `.
   */
  readonly protocol: boolean;
}

/** How the candidate did against the reference on one input. */
export type Comparison =
  /** The reference did not end with exit code 0: the input is not a valid one. */
  | { readonly kind: "invalid"; readonly reference: RunOutcome }
  | { readonly kind: "same"; readonly reference: RunOutcome }
  | {
      readonly kind: "differs";
      readonly reference: RunOutcome;
      readonly candidate: RunOutcome;
      readonly judgement: Judgement;
    };

/**
 * Runs both programs on `input` in the folder `dir` (its data files written there first) and judges
 * the candidate's standard output and exit code against the reference's: exactly, or in protocol
 * mode the merged output by the protocol rule for error lines.
 */
export async function comparePrograms(
  input: GeneratedInput,
  dir: string,
  setup: FuzzSetup,
): Promise<Comparison> {
  const files = await writeDataFiles(dir, input.files ?? {});
  const limits = { timeLimitMs: setup.timeLimitMs, wallLimitMs: setup.wallLimitMs };
  const run = (program: Program, box: SandboxPlan) =>
    runProgram({
      program,
      sandbox: { ...box, files },
      args: input.args,
      cwd: dir,
      input: input.stdin,
      mergeErrors: setup.protocol,
      ...limits,
      outputLimitBytes: setup.outputLimitBytes,
    });
  // One after the other: an input the reference refuses is not worth a run of the candidate.
  const reference = await run(setup.reference, setup.referenceBox);
  if (!isCleanExit(reference)) return { kind: "invalid", reference };
  const candidate = await run(setup.candidate, setup.candidateBox);
  const judgement = judgeRun(candidate, {
    expected: setup.protocol
      ? resolveExpected(toExpectedLines(reference.output), candidate.output)
      : reference.output,
    compare: "exact",
    exitCode: 0,
    strictStderr: false,
    ...limits,
    outputLimitBytes: setup.outputLimitBytes,
  });
  if (judgement.verdict === "Accepted") return { kind: "same", reference };
  return { kind: "differs", reference, candidate, judgement };
}

export function isCleanExit(run: RunOutcome): boolean {
  return run.exitCode === 0 && run.limit === null && run.signal === null && run.startError === null;
}

/**
 * Writes an input's data files into `dir`, where an unboxed run finds them; a boxed run gets copies
 * in its private working folder.
 */
async function writeDataFiles(
  dir: string,
  files: Readonly<Record<string, string>>,
): Promise<SandboxFile[]> {
  await mkdir(dir, { recursive: true });
  const copies: SandboxFile[] = [];
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
    copies.push({ from: file, to: name });
  }
  return copies;
}
