export { type Command, type Die, parseCommand } from "./engine/command.js";
export {
  type GeneratedInput,
  type GenerateInputOptions,
  generateInput,
} from "./engine/generate-input.js";
export { type BannerText, MISSING_INPUTS, OUTCOME_TEXT } from "./engine/messages.js";
export { decideOutcome, type Outcome } from "./engine/outcome.js";
export { type BoardLines, renderBoard } from "./engine/render-board.js";
export { centreText, renderBannerFrame, renderFrame } from "./engine/render-frame.js";
export { applyRoll, chooseMover, findClosestToSafety, type Mover } from "./engine/rules.js";
export { shortenToken } from "./engine/shorten-token.js";
export {
  createInitialState,
  type Edition,
  FISH_NUMBERS,
  type FishNumber,
  type FishPlace,
  type GameState,
  REGULAR_CELLS,
  START_CELL,
  type Status,
} from "./engine/state.js";
export { finishGame, type StepResult, startGame, step } from "./engine/step.js";
