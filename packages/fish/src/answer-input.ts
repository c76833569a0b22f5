import { type AnswerInput, answerEachLine, CliError } from "@games/cli-kit";
import { finishGame, startGame, step } from "./engine/step.js";
import { type CliOptions, parseArguments } from "./parse-arguments.js";
import { splitDice } from "./split-dice.js";

/**
 * What `fish-game --stdin` answers to each input line (see run-cli.ts): the first board before any,
 * then a board per die on the line, and the last one when the input ends before the game does.
 * Dice given as arguments are no input lines: then there is nothing to answer.
 */
export const answerInput: AnswerInput = (lines, { args }) => {
  const options = readOptions(args);
  if (options === undefined || options.help || !options.readStdin) return undefined;
  const start = startGame(options.edition);
  const played = answerEachLine(lines, start.state, (state, line) => {
    let current = state;
    let output = "";
    for (const die of splitDice(line)) {
      const result = step(current, die);
      output += result.output;
      current = result.state;
      if (current.status === "over") break;
    }
    return { state: current, output, stop: current.status === "over" };
  });
  const after = played.stopped ? "" : finishGame(played.state).output;
  return { before: start.output, answers: played.answers, after };
};

/** The arguments as fish-game reads them; `undefined` when it refuses them. */
function readOptions(args: readonly string[]): CliOptions | undefined {
  try {
    return parseArguments(args);
  } catch (error) {
    if (error instanceof CliError) return undefined;
    throw error;
  }
}
