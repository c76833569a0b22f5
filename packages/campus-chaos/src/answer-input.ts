import { type AnswerInput, answerEachLine } from "@games/cli-kit";
import { GREETING } from "./engine/messages.js";
import { createState, type OutputLine } from "./engine/state.js";
import { step } from "./engine/step.js";

/**
 * What campus-chaos writes to standard output for each input line (see run-cli.ts): the greeting
 * first; it stops reading after `quit`. Its error lines go to standard error, so are not here.
 */
export const answerInput: AnswerInput = (lines, { args, readFile }) => {
  if (args.length > 0) return undefined;
  const files = { readMap: readFile };
  const { answers } = answerEachLine(lines, createState(), (state, line) => {
    const result = step(state, line, files);
    return {
      state: result.state,
      output: toStandardOutput(result.output),
      stop: result.state.status === "quit",
    };
  });
  return { before: `${GREETING}\n`, answers, after: "" };
};

function toStandardOutput(lines: readonly OutputLine[]): string {
  return lines.flatMap(({ stream, text }) => (stream === "error" ? [] : [`${text}\n`])).join("");
}
