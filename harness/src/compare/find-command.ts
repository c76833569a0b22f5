import { readFileSync } from "node:fs";
import path from "node:path";
import { type InputAnswers, splitInputLines } from "@games/cli-kit";
import type { CommandAnswer, FirstDifference } from "../result/suite-result.js";
import type { LoadedCase } from "../suite/load-case.js";
import { quoteText } from "../text/show-controls.js";
import { answerProtocol } from "./answer-protocol.js";
import { findStop } from "./find-stop.js";
import type { Judgement } from "./judge-run.js";
import { loadGameAnswers } from "./load-game-answers.js";
import { locateCommand } from "./locate-command.js";

/** What tells the harness which command each part of a case's output answers. */
export interface CommandSource {
  /** The suite's game (`goose`), whose engine answers an `.in` case's input. */
  readonly game?: string;
  /** Where the data files the input names are read from (the suite folder). */
  readonly folder: string;
}

/** Both outputs of a run, and whether the program started at all. */
export interface CaseOutputs {
  readonly expected: string;
  readonly actual: string;
  readonly started: boolean;
}

/**
 * The judgement, its first difference naming the command whose answer holds it: for a protocol
 * case, from the protocol itself; for an `.in` case of a game's suite, from the game's engine. A
 * Runtime Error's message names the command whose answer its output stopped at (see `nameStop`).
 */
export function findCommand(
  judgement: Judgement,
  loaded: LoadedCase,
  output: CaseOutputs,
  source: CommandSource,
): Judgement {
  const difference = judgement.firstDifference;
  if (difference === undefined) return nameStop(judgement, loaded, output, source);
  const command = locateIn(loaded, output, source, difference);
  return command === undefined
    ? judgement
    : { ...judgement, firstDifference: { ...difference, command } };
}

/**
 * A Runtime Error of a program that started and whose output is a beginning of the expected one,
 * cut short: its message says the command whose expected answer the output does not reach. A crash
 * at command 12 of 40 said only `exit code 1`. Output that went wrong first names none: where it
 * stopped would not be where it went wrong.
 */
function nameStop(
  judgement: Judgement,
  loaded: LoadedCase,
  output: CaseOutputs,
  source: CommandSource,
): Judgement {
  if (judgement.verdict !== "Runtime Error" || !output.started) return judgement;
  const stop = findStop(output.expected, output.actual);
  const command = stop === undefined ? undefined : locateIn(loaded, output, source, stop);
  if (command === undefined) return judgement;
  const where = `the answer to command ${command.line} of ${command.of}, ${quoteText(command.text)}`;
  return { ...judgement, message: `${judgement.message}; its output stopped at ${where}` };
}

function locateIn(
  loaded: LoadedCase,
  output: CaseOutputs,
  source: CommandSource,
  difference: FirstDifference,
): CommandAnswer | undefined {
  const answered = answerCase(loaded, output.expected, source);
  if (answered === undefined) return undefined;
  const { lines, answers } = answered;
  return locateCommand(lines, answers, output.expected, output.actual, difference);
}

function answerCase(
  loaded: LoadedCase,
  expected: string,
  source: CommandSource,
): { readonly lines: readonly string[]; readonly answers: InputAnswers } | undefined {
  if (loaded.kind === "protocol") return answerProtocol(loaded.entries, expected);
  const answerInput = source.game === undefined ? undefined : loadGameAnswers(source.game);
  if (answerInput === undefined) return undefined;
  const lines = splitInputLines(loaded.input.toString());
  const readFile = (file: string) => readDataFile(path.resolve(source.folder, file));
  const answers = answerInput(lines, { args: loaded.args, readFile });
  return answers === undefined ? undefined : { lines, answers };
}

function readDataFile(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
