import { createGame, type Game, type Player, type Seat } from "../src/engine/game.js";
import type { Header } from "../src/engine/header.js";

/** The board of the specification's first two examples: fines 7 17, cliffs 6 20 24, geese 9 18. */
export const EXAMPLE_HEADER: Header = {
  colours: ["R", "G", "B"],
  size: 25,
  fines: [7, 17],
  cliffs: [6, 20, 24],
};

/** A game on the example board (or `header`), with players moved and penalised as given. */
export function makeGame(
  changes: { readonly players?: Partial<Player>[]; readonly turn?: Seat } = {},
  header: Header = EXAMPLE_HEADER,
): Game {
  const game = createGame(header);
  const [first, second, third] = game.players;
  const [a = {}, b = {}, c = {}] = changes.players ?? [];
  return {
    ...game,
    players: [
      { ...first, ...a },
      { ...second, ...b },
      { ...third, ...c },
    ],
    turn: changes.turn ?? 0,
  };
}
