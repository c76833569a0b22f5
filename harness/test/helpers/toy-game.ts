import { makeSuite } from "./suites.js";

/**
 * A folder holding an installed game package `@games/toy` (its bin echoes the input in capitals)
 * with fixtures, and a suite folder beside it: what a repository or `npm i` leaves on disk.
 */
export function makeToyGame(): Promise<string> {
  return makeSuite({
    "node_modules/@games/toy/package.json": JSON.stringify({
      name: "@games/toy",
      bin: { "toy-game": "bin/toy-game.js" },
      exports: { "./package.json": "./package.json" },
    }),
    "node_modules/@games/toy/bin/toy-game.js":
      'process.stdin.on("data", (chunk) => process.stdout.write(String(chunk).toUpperCase()));\n',
    "node_modules/@games/toy/fixtures/shout.in": "hey\n",
    "node_modules/@games/toy/fixtures/shout.out": "HEY\n",
    "fixtures/toy/suite.json": JSON.stringify({ game: "toy" }),
    "fixtures/toy/shout.in": "hi\n",
    "fixtures/toy/shout.out": "HI\n",
  });
}
