import { type AnswerInput, answerEachLine } from "@games/cli-kit";
import { createSession, step } from "./engine/session.js";

/**
 * What goose-game answers to each input line (see run-cli.ts): nothing to the header lines, a line
 * to most commands; it stops reading after `exit` or a header it refuses. It takes no arguments.
 */
export const answerInput: AnswerInput = (lines, { args }) => {
  if (args.length > 0) return undefined;
  const { answers } = answerEachLine(lines, createSession(), (session, line) => {
    const result = step(session, line);
    const phase = result.session.phase;
    return { ...result, state: result.session, stop: phase === "exited" || phase === "rejected" };
  });
  return { before: "", answers, after: "" };
};
