export { applyCommand, type CommandResult } from "./engine/apply-command.js";
export {
  advance,
  type Board,
  createBoard,
  getSquareKind,
  moveBack,
  type SquareKind,
} from "./engine/board.js";
export { type Command, parseCommand } from "./engine/commands.js";
export {
  createGame,
  findSeat,
  type Game,
  isOver,
  type Player,
  type Players,
  type Seat,
} from "./engine/game.js";
export {
  type GeneratedInput,
  type GenerateInputOptions,
  generateInput,
} from "./engine/generate-input.js";
export { type Header, type HeaderError, type HeaderParse, parseHeader } from "./engine/header.js";
export { renderExit, renderNextPlayer, renderSquare, renderStatus } from "./engine/render.js";
export { applyRoll, findLanding, type Landing, passTurn } from "./engine/rules.js";
export { createSession, type Session, type StepResult, step } from "./engine/session.js";
