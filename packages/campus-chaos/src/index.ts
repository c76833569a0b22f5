export { isAvailable, listAvailable } from "./engine/availability.js";
export type { Board, Terrain } from "./engine/board.js";
export { createBoard } from "./engine/board.js";
export type { Command, CommandName, MoveStep, ParsedCommand } from "./engine/commands.js";
export type { Game, PieceRef } from "./engine/game.js";
export { createGame, IN_RESERVE } from "./engine/game.js";
export {
  GENERATOR_BOARD,
  type GeneratedInput,
  type GenerateInputOptions,
  generateInput,
  SPEC_GENERATOR_BOARD,
} from "./engine/generate-input.js";
export type { Direction, Grid } from "./engine/grid.js";
export { createGrid, splitFileLines } from "./engine/grid.js";
export { parseJavaInt, parseJavaLong } from "./engine/java-number.js";
export { nextJavaInt, rollJavaDie, seedJavaRandom } from "./engine/java-random.js";
export { type LegalMove, listLegalMoves } from "./engine/legal-moves.js";
export { GREETING } from "./engine/messages.js";
export { parseCommand } from "./engine/parse-command.js";
export { PLAYER_LETTERS } from "./engine/players.js";
export { renderBoard } from "./engine/render-board.js";
export type { MapReader, OutputLine, Session, State, StepResult } from "./engine/state.js";
export { createState } from "./engine/state.js";
export { step } from "./engine/step.js";
export { validateBoard } from "./engine/validate-board.js";
