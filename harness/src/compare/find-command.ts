import { readFileSync } from "node:fs";
import path from "node:path";
import { type InputAnswers, splitInputLines } from "@games/cli-kit";
import type { LoadedCase } from "../suite/load-case.js";
import { answerProtocol } from "./answer-protocol.js";
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

/**
 * The judgement, its first difference naming the command whose answer holds it: for a protocol
 * case, from the protocol itself; for an `.in` case of a game's suite, from the game's engine.
 */
export function findCommand(
  judgement: Judgement,
  loaded: LoadedCase,
  output: { readonly expected: string; readonly actual: string },
  source: CommandSource,
): Judgement {
  const difference = judgement.firstDifference;
  if (difference === undefined) return judgement;
  const answered = answerCase(loaded, output.expected, source);
  if (answered === undefined) return judgement;
  const { lines, answers } = answered;
  const command = locateCommand(lines, answers, output.expected, output.actual, difference);
  return command === undefined
    ? judgement
    : { ...judgement, firstDifference: { ...difference, command } };
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
