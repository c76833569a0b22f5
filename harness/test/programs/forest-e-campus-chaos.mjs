// A campus-chaos program that reads the forest as the text's prose does: the forest is `e` (shown `F`
// while occupied), so the player letters skip e o p t z and player 5 is F. It is our engine seen
// through a renaming: a board file is read with e and f swapped (its forest e becomes our f, its
// start square f our e), and our player 5, E, is called F. The engine's output is renamed back only
// where a command prints board rows (the file lines of `start session`, `show`) or a player letter
// (turn, hit and win lines, a new piece's id, the player list of `show session`), so no other text
// (session ids, help, errors) is touched. Errors go to standard output, which the text allows.
import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";

const manifest = createRequire(import.meta.url).resolve("@games/campus-chaos/package.json");
const engine = await import(pathToFileURL(path.join(path.dirname(manifest), "dist/index.js")).href);
const { createState, GREETING, splitFileLines, step } = engine;

const swapForest = (text) => text.replace(/[ef]/g, (letter) => (letter === "e" ? "f" : "e"));
// Our board rows back to the student's: forest f is e, start square e is f, player E's piece is F;
// an occupied forest is F in both readings.
const toStudentRow = (row) => swapForest(row).replaceAll("E", "F");
const toStudentPlayer = (line) =>
  line
    .replace(/^(It's player |Player )E\b/, "$1F")
    .replace(/ Player E\.$/, " Player F.")
    .replace(/^E([1-5])$/, "F$1")
    .replace(/(Players: [A-Z,]*)\bE\b/, "$1F");

const maps = {
  readMap(file) {
    try {
      if (!statSync(file).isFile()) return undefined;
      return swapForest(readFileSync(file, "utf8"));
    } catch {
      return undefined;
    }
  },
};

/** How many of a command's first output lines are board rows, and the command as our engine takes it. */
function understand(line) {
  const words = line.split(" ");
  if (line === "show") return { command: line, rows: Number.POSITIVE_INFINITY };
  if (words[0] === "move" && /^[EF][1-5]$/.test(words[1] ?? "")) {
    const piece = swapForest(words[1].toLowerCase()).toUpperCase();
    return { command: ["move", piece, ...words.slice(2)].join(" "), rows: 0 };
  }
  if (line.startsWith("start session ") && words.length >= 5) {
    const text = maps.readMap(words[3]);
    return { command: line, rows: text === undefined ? 0 : splitFileLines(text).length };
  }
  return { command: line, rows: 0 };
}

let state = createState();
process.stdout.write(`${GREETING}\n`);
for await (const line of createInterface({
  input: process.stdin,
  crlfDelay: Number.POSITIVE_INFINITY,
})) {
  const { command, rows } = understand(line);
  const result = step(state, command, maps);
  state = result.state;
  let row = 0;
  for (const { stream, text } of result.output) {
    const isRow = stream === "out" && row++ < rows;
    process.stdout.write(`${isRow ? toStudentRow(text) : toStudentPlayer(text)}\n`);
  }
  if (state.status === "quit") break;
}
