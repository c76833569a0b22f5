export { type Command, parseCommand } from "./engine/command.js";
export {
  createFleet,
  type Fleet,
  isFleetSunk,
  type Ship,
  type ShotResult,
  shootFleet,
} from "./engine/fleet.js";
export {
  createGame,
  findPlayer,
  type Game,
  type GameSetup,
  type GameStatus,
  type Player,
  type Seat,
} from "./engine/game.js";
export {
  type GeneratedInput,
  type GenerateInputOptions,
  generateInput,
} from "./engine/generate-input.js";
export { checkHeaderLine, type HeaderViolation, toGameSetup } from "./engine/header.js";
export { renderFleet } from "./engine/render.js";
export { applyShot, findWinner, type ShotOutcome, type ShotRefusal } from "./engine/rules.js";
export { type Session, type SessionStep, startSession, stepSession } from "./engine/session.js";
export { type StepResult, step } from "./engine/step.js";
