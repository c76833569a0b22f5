import type { OutputLine } from "./state.js";

/**
 * What a game command answers: the lines to print, the game having been changed in place, or the
 * one error line (a string) of a refused command, the game left as it was. No object around either:
 * this is made for nearly every command.
 */
export type GameStep = readonly OutputLine[] | string;
