/** `battleship-game --help`: what the program reads and the commands it answers. */
export const USAGE = `Usage: battleship-game < game.txt

Plays linear Battleship for two players. Standard input holds the first player's name, their fleet,
the second player's name and their fleet (a fleet is one row of 2 to 100 cells: a letter A-Z is a
ship, "." is water), then one command per line: player, score NAME, fleet NAME, shoot N, quit.
Each command is answered on standard output as soon as it is read. The game takes no arguments
but a lone --help (this text) or --version (its version).
`;

/** The line shown on standard error when a person starts the game at a terminal. */
export const TERMINAL_HINT =
  "battleship-game: type the first player's name and fleet, the second's, then commands (player, score NAME, fleet NAME, shoot N, quit); Ctrl-D ends; --help says more";
