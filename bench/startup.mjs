#!/usr/bin/env node
// Start-up time of each built CLI (empty input, or a one-line one where the game needs a header),
// next to bare `node -e 0` and two one-line files (CommonJS and ESM) measured in the same run.
// Goals (issue 28): each game and `games-grade --help` within 1.15x of bare Node.
// Run after a build: `node bench/startup.mjs [runs] [--keep-env]` (default 40 runs; `--keep-env`
// keeps NODE_EXTRA_CA_CERTS and NODE_OPTIONS, which are otherwise unset, see environment.mjs).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchEnv, describeEnvironment, median } from "./environment.mjs";

const root = join(import.meta.dirname, "..");
const runs = Number(process.argv.slice(2).find((arg) => !arg.startsWith("--")) ?? 40);
const env = benchEnv();
// Read before any run: the load average once the runs are done is mostly the bench's own.
const environment = describeEnvironment();
const GAME_GOAL = 1.15;
const GRADE_GOAL = 1.15;

// The floor a file-based CLI can reach: a file that only prints, in each module format.
const scratch = mkdtempSync(join(tmpdir(), "startup-bench-"));
writeFileSync(join(scratch, "print.cjs"), 'process.stdout.write("hello\\n");\n');
writeFileSync(join(scratch, "print.mjs"), 'process.stdout.write("hello\\n");\n');

const bin = (path) => join(root, path);
const subjects = [
  { name: "node -e 0", args: ["-e", "0"], input: "" },
  { name: "(print.cjs)", args: [join(scratch, "print.cjs")], input: "" },
  { name: "(print.mjs)", args: [join(scratch, "print.mjs")], input: "" },
  {
    name: "goose-game",
    args: [bin("packages/goose/bin/goose-game.js")],
    input: "",
    goal: GAME_GOAL,
  },
  {
    name: "battleship-game",
    args: [bin("packages/battleship/bin/battleship-game.js")],
    input: "",
    goal: GAME_GOAL,
  },
  {
    name: "nim-game",
    args: [bin("packages/nim/bin/nim-game.js")],
    input: "exit\n",
    goal: GAME_GOAL,
  },
  {
    name: "fish-game",
    args: [bin("packages/fish/bin/fish-game.js"), "1"],
    input: "",
    goal: GAME_GOAL,
  },
  {
    name: "campus-chaos",
    args: [bin("packages/campus-chaos/bin/campus-chaos.js")],
    input: "quit\n",
    goal: GAME_GOAL,
  },
  {
    name: "games-grade --help",
    args: [bin("harness/bin/games-grade.js"), "--help"],
    input: "",
    goal: GRADE_GOAL,
  },
];

function timeOnce({ name, args, input }) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, {
    input,
    env,
    stdio: ["pipe", "ignore", "pipe"],
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.error !== undefined || result.signal !== null) {
    throw new Error(`${name} did not run: ${result.error ?? result.signal}\n${result.stderr}`);
  }
  return ms;
}

// One run of each first (files into the page cache, errors found early), then the runs interleaved
// subject by subject, so that noise on the machine hits them all alike.
subjects.forEach(timeOnce);
const times = subjects.map(() => []);
try {
  for (let run = 0; run < runs; run++) {
    subjects.forEach((subject, i) => {
      times[i].push(timeOnce(subject));
    });
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

console.log(environment);
console.log(`median start-up over ${runs} runs, interleaved; ratio to node -e 0 in the same run`);
const baseline = median(times[0]);
subjects.forEach((subject, i) => {
  const ms = median(times[i]);
  const ratio = ms / baseline;
  const verdict =
    subject.goal === undefined
      ? ""
      : `  goal ≤ ${subject.goal}x ${ratio <= subject.goal ? "ok" : "OVER GOAL"}`;
  console.log(
    `${subject.name.padEnd(20)} ${ms.toFixed(1).padStart(7)} ms  ${ratio.toFixed(2)}x${verdict}`,
  );
});
