#!/usr/bin/env node
// Start-up time of each built CLI (empty input, or a one-line one where the game needs a header),
// next to bare `node -e 0` measured in the same run. Goal: within 1.3x of bare Node.
// Run after a build: `node bench/startup.mjs [runs]`.
import { spawnSync } from "node:child_process";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const runs = Number(process.argv[2] ?? 30);
const subjects = [
  { name: "node -e 0", args: ["-e", "0"], input: "" },
  { name: "goose-game", args: [join(root, "packages/goose/bin/goose-game.js")], input: "" },
  {
    name: "battleship-game",
    args: [join(root, "packages/battleship/bin/battleship-game.js")],
    input: "",
  },
  { name: "nim-game", args: [join(root, "packages/nim/bin/nim-game.js")], input: "exit\n" },
  { name: "fish-game", args: [join(root, "packages/fish/bin/fish-game.js"), "1"], input: "" },
  {
    name: "campus-chaos",
    args: [join(root, "packages/campus-chaos/bin/campus-chaos.js")],
    input: "quit\n",
  },
  {
    name: "games-grade --help",
    args: [join(root, "harness/bin/games-grade.js"), "--help"],
    input: "",
  },
];

function timeOnce({ args, input }) {
  const start = process.hrtime.bigint();
  spawnSync(process.execPath, args, { input, stdio: ["pipe", "ignore", "ignore"] });
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

// Interleave the subjects run by run, so that noise on the machine hits them all alike.
const times = subjects.map(() => []);
for (let run = 0; run < runs; run++) {
  subjects.forEach((subject, i) => times[i].push(timeOnce(subject)));
}
const baseline = median(times[0]);
console.log(`median start-up over ${runs} runs (this machine, this run)`);
subjects.forEach((subject, i) => {
  const ms = median(times[i]);
  console.log(
    `${subject.name.padEnd(20)} ${ms.toFixed(1).padStart(7)} ms  ${(ms / baseline).toFixed(2)}x`,
  );
});
