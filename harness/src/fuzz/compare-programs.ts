import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Judgement, judgeRun } from "../compare/judge-run.js";
import { resolveExpected } from "../compare/resolve-expected.js";
import { type Program, type RunOutcome, runProgram } from "../run/run-program.js";
import { NO_SANDBOX } from "../sandbox/sandbox-plan.js";
import type { GeneratedInput } from "./generated-input.js";
import { toExpectedLines } from "./protocol-case.js";

/** The two programs and the limits every fuzz run shares. */
export interface FuzzSetup {
  readonly reference: Program;
  readonly candidate: Program;
  readonly timeLimitMs: number;
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
  await writeDataFiles(dir, input.files ?? {});
  const run = (program: Program) =>
    runProgram({
      program,
      // Not boxed yet: the fuzzer writes each input's data files into a folder of its own.
      sandbox: NO_SANDBOX,
      args: input.args,
      cwd: dir,
      input: input.stdin,
      mergeErrors: setup.protocol,
      timeLimitMs: setup.timeLimitMs,
      outputLimitBytes: setup.outputLimitBytes,
    });
  // One after the other: an input the reference refuses is not worth a run of the candidate.
  const reference = await run(setup.reference);
  if (!isCleanExit(reference)) return { kind: "invalid", reference };
  const candidate = await run(setup.candidate);
  const judgement = judgeRun(candidate, {
    expected: setup.protocol
      ? resolveExpected(toExpectedLines(reference.output), candidate.output)
      : reference.output,
    compare: "exact",
    exitCode: 0,
    strictStderr: false,
    timeLimitMs: setup.timeLimitMs,
    outputLimitBytes: setup.outputLimitBytes,
  });
  if (judgement.verdict === "Accepted") return { kind: "same", reference };
  return { kind: "differs", reference, candidate, judgement };
}

export function isCleanExit(run: RunOutcome): boolean {
  return run.exitCode === 0 && run.limit === null && run.signal === null && run.startError === null;
}

async function writeDataFiles(dir: string, files: Readonly<Record<string, string>>): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
}
