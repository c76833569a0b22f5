import { type AnswerInput, answerEachLine } from "@games/cli-kit";
import { startSession, stepSession } from "./engine/session.js";

/**
 * What battleship-game answers to each input line (see run-cli.ts); it stops reading after `quit`
 * or a header line it refuses. It takes no arguments.
 */
export const answerInput: AnswerInput = (lines, { args }) => {
  if (args.length > 0) return undefined;
  const { answers } = answerEachLine(lines, startSession(), (session, line) => {
    const result = stepSession(session, line);
    const stop = result.violation !== undefined || result.session.phase === "finished";
    return { state: result.session, output: result.output, stop };
  });
  return { before: "", answers, after: "" };
};
