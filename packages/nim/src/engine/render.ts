import { COMMAND_NAMES } from "./commands.js";
import {
  BOUND_PROMPT,
  COMMAND_PROMPT,
  formatCommandListEntry,
  formatNamePrompt,
  formatPileLine,
  formatStatistics,
  formatTurnPrompt,
  REPLAY_PROMPT,
  STONES_PROMPT,
  WELCOME,
} from "./messages.js";
import { initialState, type NimState, type Players } from "./state.js";

/** What the program prints before it reads its first line: the welcome and the first `$ `. */
export function renderStart(): string {
  return WELCOME + renderPrompt(initialState);
}

/** What the program asks for in a state; the next input line answers it. */
export function renderPrompt(state: NimState): string {
  switch (state.phase) {
    case "console":
      return COMMAND_PROMPT;
    case "first-name":
      return formatNamePrompt(1);
    case "second-name":
      return formatNamePrompt(2);
    case "bound":
      return BOUND_PROMPT;
    case "stones":
      return STONES_PROMPT;
    case "turn":
      return formatTurnPrompt(state.players[state.game.mover].name);
    case "replay":
      return REPLAY_PROMPT;
    case "exited":
      return "";
  }
}

/** `N stones left : * * *`: one star per stone, a space between stars and none after the last. */
export function renderPile(stones: number): string {
  return formatPileLine(stones, stones > 0 ? `${"* ".repeat(stones - 1)}*` : "");
}

/** Player 1's record first, then player 2's. */
export function renderStatistics(players: Players): string {
  return players
    .map((player) => formatStatistics(player.name, player.wins, player.played))
    .join("");
}

/** The command list is built by a loop over the commands, so a new command shows up by itself. */
export function renderCommandList(): string {
  return `\n${COMMAND_NAMES.map(formatCommandListEntry).join("")}\n`;
}
