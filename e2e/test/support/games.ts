/** The five published games and the command each one installs. */
export const games = [
  { game: "goose", bin: "goose-game" },
  { game: "battleship", bin: "battleship-game" },
  { game: "nim", bin: "nim-game" },
  { game: "fish", bin: "fish-game" },
  { game: "campus-chaos", bin: "campus-chaos" },
] as const;

/** Every package that is published: the games and the harness (cli-kit and e2e are private). */
export const publishedPackages = [...games.map(({ game }) => `@games/${game}`), "@games/harness"];
