import { type AnswerInput, answerEachLine } from "@games/cli-kit";
import { renderStart } from "./engine/render.js";
import { initialState } from "./engine/state.js";
import { step } from "./engine/step.js";

/**
 * What nim-game answers to each input line (see run-cli.ts): its greeting first, then each reply
 * with the next prompt; it stops reading after `exit` or a line that breaks a rule. No arguments.
 */
export const answerInput: AnswerInput = (lines, { args }) => {
  if (args.length > 0) return undefined;
  const { answers } = answerEachLine(lines, initialState, (state, line) => {
    const result = step(state, line);
    const stop = result.violation !== undefined || result.state.phase === "exited";
    return { state: result.state, output: result.output, stop };
  });
  return { before: renderStart(), answers, after: "" };
};
