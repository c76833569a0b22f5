/** `nim-game --help`: how the console is used. */
export const USAGE = `Usage: nim-game             play at a terminal
       nim-game < input.txt each line of the file answers the prompt before it

Plays Nim from a command console. At the "$ " prompt: start (a game: two names, the upper bound
and the number of stones, then each player's moves), help, commands, exit. Every answer is written
on standard output as soon as the line is read. The game takes no arguments but a lone --help
(this text) or --version (its version).
`;

/** The line shown on standard error when a person starts the game at a terminal. */
export const TERMINAL_HINT =
  "nim-game: type start to play, help or commands to list them, exit to leave; --help says more";
