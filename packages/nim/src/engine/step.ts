import { renderPrompt } from "./render.js";
import type { NimState } from "./state.js";
import { stepConsole } from "./step-console.js";
import { stepReplay, stepTurn } from "./step-game.js";
import type { Reply, StepResult } from "./step-result.js";
import { stepBound, stepFirstName, stepSecondName, stepStones } from "./step-setup.js";

/** Answers one input line: the reply to it, then the prompt for the next one. */
export function step(state: NimState, line: string): StepResult {
  const answer = replyTo(state, line);
  if ("violation" in answer) return { state, output: "", violation: answer.violation };
  return { state: answer.state, output: answer.text + renderPrompt(answer.state) };
}

function replyTo(state: NimState, line: string): Reply {
  switch (state.phase) {
    case "console":
      return stepConsole(line);
    case "first-name":
      return stepFirstName(line);
    case "second-name":
      return stepSecondName(state.firstName, line);
    case "bound":
      return stepBound(state, line);
    case "stones":
      return stepStones(state, line);
    case "turn":
      return stepTurn(state, line);
    case "replay":
      return stepReplay(state, line);
    case "exited":
      // Nothing is read after `exit`; a line here is ignored rather than answered.
      return { state, text: "" };
  }
}
