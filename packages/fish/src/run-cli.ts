import {
  type CliIo,
  createBufferedOutput,
  type Output,
  showTerminalHint,
  streamLines,
  writeOutput,
} from "@games/cli-kit";
import { createFrameEncoder, type FrameEncoder } from "./encode-frames.js";
import { HELP } from "./engine/messages.js";
import type { Edition, GameState } from "./engine/state.js";
import { finishGame, type StepResult, startGame, step } from "./engine/step.js";
import { type CliOptions, parseArguments, refuseLineBreak } from "./parse-arguments.js";
import { splitDice } from "./split-dice.js";

/** The line shown on standard error when a person types the dice at a terminal (`--stdin`). */
const TERMINAL_HINT =
  "fish-game: type the dice, 1 to 6, separated by spaces or line breaks; Ctrl-D ends; --help says more";

/** Runs `fish-game` on the given streams; resolves to the exit code. */
export async function runCli(io: CliIo): Promise<number> {
  const options = parseArguments(io.args);
  if (options.help) {
    writeOutput(io, HELP);
    return 0;
  }
  if (options.readStdin) await playFromInput(io, options.edition);
  else await playFromArguments(io, options);
  return 0;
}

async function playFromArguments(io: CliIo, options: CliOptions): Promise<void> {
  const output = createBufferedOutput(io);
  const encode = createFrameEncoder();
  let state = play(startGame(options.edition), output, encode);
  for (const [index, die] of options.dice.entries()) {
    const refused = refuseLineBreak(die, options.diceAfter + index + 1);
    if (refused !== undefined) {
      await output.flush(); // the boards before it, then the error
      throw refused;
    }
    state = play(step(state, die), output, encode);
    if (state.status === "over") break;
    // A slow reader must not make the output queue grow with the arguments.
    if (output.isBlocked) await output.flush();
  }
  play(finishGame(state), output, encode);
  await output.flush();
}

/**
 * A line of dice may be long (dice after the game's end are valid, and ignored), so fish reads far
 * longer lines than the other games' commands: up to half of V8's longest string, past which the
 * line could not be held at all.
 */
const MAX_DICE_LINE_LENGTH = 256 * 1024 * 1024;

/** The dice are separated by spaces, tabs and line breaks; each is answered as it is read. */
async function playFromInput(io: CliIo, edition: Edition): Promise<void> {
  showTerminalHint(io, TERMINAL_HINT);
  const encode = createFrameEncoder();
  let state: GameState | undefined;
  await streamLines(io, {
    maxLineLength: MAX_DICE_LINE_LENGTH,
    start: (output) => {
      state = play(startGame(edition), output, encode);
    },
    line: (line, output) => {
      if (state === undefined) return "continue";
      state = playLine(state, line, output, encode);
      return state.status === "over" ? "stop" : "continue";
    },
    end: (output) => {
      if (state !== undefined) play(finishGame(state), output, encode);
    },
  });
}

/** Plays the dice of one line, up to the end of the game. */
function playLine(state: GameState, line: string, output: Output, encode: FrameEncoder): GameState {
  let current = state;
  for (const die of splitDice(line)) {
    current = play(step(current, die), output, encode);
    if (current.status === "over") break;
  }
  return current;
}

/** Prints a step's frame and hands on its state. */
function play(result: StepResult, output: Output, encode: FrameEncoder): GameState {
  if (result.output !== "") output.writeBytes(encode(result.output));
  return result.state;
}
