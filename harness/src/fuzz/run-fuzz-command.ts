import path from "node:path";
import { CliError, type CliIo } from "@games/cli-kit";
import type { Env } from "../cli/create-terminal.js";
import { shouldUseColor } from "../cli/detect-color.js";
import { renderUsage } from "../cli/usage.js";
import { HARNESS_DIR } from "../harness-package.js";
import { createPaint } from "../report/paint.js";
import { describeWriteError } from "../suite/make-folders.js";
import { createWorkflowGuard } from "../text/guard-workflow-commands.js";
import { type FuzzOptions, type FuzzResult, fuzzGame } from "./fuzz-game.js";
import { makeOutFolder, type OutFolder, removeUnusedOutFolder } from "./out-folder.js";
import { type FuzzArgs, parseFuzzArgs } from "./parse-fuzz-args.js";
import { refuseOutInFixtures } from "./refuse-out-in-fixtures.js";
import { renderAgreement, renderDifference } from "./render-fuzz-result.js";
import { type CaseFormat, type WrittenCase, writeFuzzCase } from "./write-fuzz-case.js";

/**
 * `games-grade fuzz`: compares a program with a game's reference on generated inputs. 0 when they
 * always agree, 1 when they differ (the shrunk case is printed and written), 2 for usage errors.
 */
export async function runFuzzCommand(
  args: readonly string[],
  io: CliIo,
  env: Env,
): Promise<number> {
  const command = parseFuzzArgs(args);
  if (command.kind === "help") {
    io.output.write(renderUsage());
    return 0;
  }
  const { options } = command;
  const where = path.relative(process.cwd(), options.out) || ".";
  refuseOutInFixtures(options.out, options.game, [HARNESS_DIR]);
  // Made before any program runs: one not there yet is not hidden from them (see makeOutFolder).
  const out = await makeOutFolder(options.out).catch((error) => {
    throw new CliError(
      `--out ${where}: cannot make the folder (${describeWriteError(error)}): give a folder you may write to with --out`,
    );
  });
  let written: WrittenCase | Error | undefined;
  try {
    const result = await fuzzGame(completeOptions(options, io));
    if (result.kind === "agree") {
      io.output.write(renderAgreement(result, options.runs));
      return 0;
    }
    written = await writeFound(result, options.seed, out).catch((error: Error) => error);
    if (written instanceof Error) {
      io.errorOutput.write(
        `games-grade: a difference was found, but its case could not be written in ${where} (${written.message}): give a folder you may write to with --out; the same --seed finds it again\n`,
      );
      return 2;
    }
    const paint = createPaint(shouldUseColor(io.output, env));
    // The candidate's output is in there: it must not act on a CI log (see createWorkflowGuard).
    io.output.write(
      createWorkflowGuard(env)(renderDifference(result, written, options.gradingArgs, paint)),
    );
    return 1;
  } finally {
    // No case in it: an agreeing run leaves no empty `fuzz-cases/` behind.
    if (written === undefined || written instanceof Error) await removeUnusedOutFolder(out);
  }
}

/** The options fuzz was given, with where it looks for the game and what it hides. */
function completeOptions(options: FuzzArgs, io: CliIo): FuzzOptions {
  return {
    ...options,
    // Beside the harness only, never from the current folder: fuzz imports the game's generator into
    // the grader itself, unboxed, and a folder may hold a `node_modules/@games/goose` of its own
    // making. In this repository the workspace's links sit above the harness, so they are found.
    searchFrom: [HARNESS_DIR],
    invokedFrom: process.cwd(),
    // Earlier cases are written there: their .out files are the reference's answers.
    hidden: [options.out],
    onWarning: (line) => io.errorOutput.write(`games-grade: ${line}\n`),
  };
}

/** Writes the shrunk input of `result` as a case in `out`, named for the game, seed and run. */
function writeFound(
  result: Extract<FuzzResult, { kind: "differs" }>,
  seed: number,
  out: OutFolder,
): Promise<WrittenCase> {
  const game = result.game.split("/").at(-1) ?? result.game;
  const name = `fuzz-${game}-seed${seed}-run${result.run}`;
  const expected = result.comparison.reference.output;
  const format: CaseFormat = result.protocol
    ? {
        kind: "protocol",
        comment: `found by games-grade fuzz --game ${game} --seed ${seed}: run ${result.run} of ${result.runs}, shrunk`,
      }
    : { kind: "io" };
  return writeFuzzCase(out, name, result.shrunk, expected, format);
}
