export { COMMAND_NAMES, type Command, type CommandName, parseCommand } from "./engine/commands.js";
export {
  type GeneratedInput,
  type GenerateInputOptions,
  generateInput,
} from "./engine/generate-input.js";
export { parseWholeNumber } from "./engine/parse-number.js";
export {
  renderCommandList,
  renderPile,
  renderPrompt,
  renderStart,
  renderStatistics,
} from "./engine/render.js";
export {
  applyMove,
  checkMove,
  createGame,
  findWinner,
  isGameOver,
  isValidBound,
  isValidStones,
  MAX_BOUND,
  MAX_STONES,
  type MoveCheck,
  otherPlayer,
  recordResult,
} from "./engine/rules.js";
export {
  createPlayer,
  type Game,
  initialState,
  type Mover,
  type NimPhase,
  type NimState,
  type Player,
  type Players,
  type StateIn,
} from "./engine/state.js";
export { step } from "./engine/step.js";
export type { StepResult } from "./engine/step-result.js";
