import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import { holdCleanup } from "../run/process-group.js";
import { settleTimeLimits } from "../run/time-limits.js";
import {
  isInside,
  type Program,
  planProgramSandbox,
  type SandboxMode,
  type SandboxPlan,
  type SandboxRequest,
} from "../sandbox/index.js";
import { listCaseContents } from "../suite/case-contents.js";
import { resolveProgram } from "../suite/resolve-program.js";
import { type Comparison, comparePrograms, type FuzzSetup } from "./compare-programs.js";
import { type FoundDifference, type FuzzPlan, findDifference } from "./find-difference.js";
import type { GeneratedInput, InputGenerator, InputSpace } from "./generated-input.js";
import { hasProtocolFixtures } from "./has-protocol-fixtures.js";
import { loadGenerator } from "./load-generator.js";
import { shrinkBySize } from "./shrink-by-size.js";
import { createShrinkCheck } from "./shrink-check.js";
import { shrinkInput } from "./shrink-input.js";

export interface FuzzOptions extends FuzzPlan {
  /** The game (`goose` or `@games/goose`): its bin is the reference, its `generateInput` the inputs. */
  readonly game: string;
  /** The candidate program, split like a shell would; paths in it are from `invokedFrom`. */
  readonly command: string;
  /** The inputs drawn: `spec` (what a student is graded on) or `all` the generator makes. */
  readonly space: InputSpace;
  /** Programs run at most while shrinking. */
  readonly shrinkLimit: number;
  readonly timeLimitMs: number;
  /** Default: see `defaultWallLimit`. */
  readonly wallLimitMs?: number;
  readonly outputLimitBytes: number;
  /** How both programs are boxed (see the harness README, "Security model"). */
  readonly sandbox: SandboxMode;
  /** `--visible`: other paths the candidate may read (a runtime installed elsewhere). */
  readonly visible: readonly string[];
  /** Paths neither program may see: `--out`, where earlier cases were written. */
  readonly hidden: readonly string[];
  /** Told, once, what the sandbox leaves open on this machine. */
  readonly onWarning?: (line: string) => void;
  /** Where to look for the game package, in order. */
  readonly searchFrom: readonly string[];
  readonly invokedFrom: string;
}

export type FuzzResult =
  | {
      readonly kind: "agree";
      readonly space: InputSpace;
      readonly game: string;
      readonly reference: string;
      readonly candidate: string;
    }
  | (Omit<FoundDifference, "comparison"> & {
      readonly kind: "differs";
      readonly space: InputSpace;
      readonly game: string;
      readonly reference: string;
      readonly candidate: string;
      /** Compared as protocol cases are graded (the game's suite has them): write a `.protocol`. */
      readonly protocol: boolean;
      /** The smallest input found that still differs, and how the programs did on it. */
      readonly shrunk: GeneratedInput;
      readonly comparison: Extract<Comparison, { kind: "differs" }>;
      readonly programRuns: number;
      readonly shrinkLimit: number;
      readonly limitReached: boolean;
    });

/**
 * Runs the candidate and the game's reference on generated inputs, growing in size, until their
 * outputs differ; then shrinks that input to a small one that still differs. A game whose suite has
 * `.protocol` cases is compared as those are graded (see `FuzzSetup.protocol`).
 */
export async function fuzzGame(options: FuzzOptions): Promise<FuzzResult> {
  const loaded = await loadGenerator(options.game, options.searchFrom);
  const { game } = loaded;
  const generate: InputGenerator = (input) => loaded.generate({ ...input, space: options.space });
  const workDir = await mkdtemp(path.join(tmpdir(), "games-fuzz-"));
  const releaseCleanup = holdCleanup();
  try {
    const programs = resolvePrograms(options, workDir);
    const { warning, ...boxes } = planBoth(programs, options, listSecrets(game.dir, options));
    if (warning !== undefined) options.onWarning?.(warning);
    const setup: FuzzSetup = {
      ...programs,
      ...boxes,
      ...settleTimeLimits(options.timeLimitMs, options.wallLimitMs),
      outputLimitBytes: options.outputLimitBytes,
      protocol: hasProtocolFixtures(game.dir),
    };
    const names = {
      space: options.space,
      game: game.name,
      reference: setup.reference.display,
      candidate: setup.candidate.display,
    };
    const found = await findDifference(generate, options, (input, run) =>
      comparePrograms(input, path.join(workDir, `run-${run}`), setup),
    );
    if (found === undefined) return { kind: "agree", ...names };
    const shrinking = await shrinkFound(
      found,
      options.shrinkLimit,
      (input) => comparePrograms(input, path.join(workDir, "shrink"), setup),
      options.space === "spec" ? generate : undefined,
    );
    return { kind: "differs", ...names, protocol: setup.protocol, ...found, ...shrinking };
  } finally {
    releaseCleanup();
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Shrinks the input of `found`, comparing at most `shrinkLimit` programs' worth of inputs: with the
 * generator (the `spec` space), to its smallest size that still differs; else line by line.
 */
async function shrinkFound(
  found: FoundDifference,
  shrinkLimit: number,
  compare: (input: GeneratedInput) => Promise<Comparison>,
  generate: InputGenerator | undefined,
) {
  const shrinking = createShrinkCheck(compare, shrinkLimit);
  const shrunk =
    generate === undefined
      ? await shrinkInput(found.input, shrinking.check)
      : await shrinkBySize(generate, found, shrinking.check);
  const last = shrinking.recall(shrunk);
  return {
    shrunk,
    comparison: last?.kind === "differs" ? last : found.comparison,
    programRuns: shrinking.programRuns(),
    shrinkLimit,
    limitReached: shrinking.limitReached(),
  };
}

/**
 * One sandbox plan per program, both seeing the folder fuzz was started from, as a suite's would,
 * but not `hidden` (`--out`); the candidate does not see the reference (see `hideReference`), nor
 * any copy of `secrets`. A hidden folder that holds the one fuzz was started from (`--out .`) would
 * hide the programs themselves: there only the cases in it are hidden, found by content.
 */
function planBoth(
  programs: { reference: Program; candidate: Program },
  options: FuzzOptions,
  secrets: readonly string[],
): { referenceBox: SandboxPlan; candidateBox: SandboxPlan; warning?: string } {
  const plan = (program: Program, more: Pick<SandboxRequest, "reference" | "shown" | "secrets">) =>
    planProgramSandbox({
      mode: options.sandbox,
      program,
      programFolder: options.invokedFrom,
      hidden: options.hidden.filter((dir) => !isInside(options.invokedFrom, dir)),
      files: [],
      hostEnv: process.env,
      ...more,
    });
  const reference = plan(programs.reference, {});
  const candidate = plan(programs.candidate, {
    reference: programs.reference,
    shown: options.visible,
    secrets,
  });
  return { referenceBox: reference.plan, candidateBox: candidate.plan, warning: candidate.warning };
}

/**
 * The cases a candidate must not find a copy of where it looks, as grading hides a suite's: those
 * of the hidden folders (earlier fuzz cases) and those the game ships (a clone's `fixtures/`).
 */
function listSecrets(gameDir: string, options: FuzzOptions): string[] {
  return [...options.hidden, path.join(gameDir, "fixtures")].flatMap(listCaseContents);
}

function resolvePrograms(
  options: FuzzOptions,
  workingDir: string,
): { reference: Program; candidate: Program } {
  const source = {
    invokedFrom: options.invokedFrom,
    suiteDir: options.invokedFrom,
    gameSearchPath: options.searchFrom,
    workingDir,
    env: process.env,
  };
  const reference = resolveProgram({ ...source, game: options.game });
  const candidate = resolveProgram({ ...source, command: options.command });
  if (reference === undefined || candidate === undefined)
    throw new CliError("fuzz needs both --game and --cmd");
  return { reference, candidate };
}
