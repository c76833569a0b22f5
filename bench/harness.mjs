#!/usr/bin/env node
// Grading speed: the harness against a plain shell loop (`xargs -P <cores>` running the program and
// `cmp` per case) over the same 500 trivial cases of a cat-like program, timed in the same run.
// The loop isolates nothing, so the harness runs with `--sandbox none` for the goal (within 1.2x of
// the loop); with `--sandbox` (the default, strict where bubblewrap works) it is timed too, for
// information. Run after a build:
//   node bench/harness.mjs [cases] [runs] [--program cat|node] [--keep-env]
// `cat` (the default) makes the per-case overhead of the harness show; `node` uses a cat-like Node
// script, where both sides are dominated by Node's start-up.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { benchEnv, describeEnvironment, median } from "./environment.mjs";

const root = join(import.meta.dirname, "..");
const { values, positionals } = parseArgs({
  options: {
    program: { type: "string", default: "cat" },
    "keep-env": { type: "boolean" },
  },
  allowPositionals: true,
});
const cases = Number(positionals[0] ?? 500);
const runs = Number(positionals[1] ?? 5);
const useNode = values.program === "node";
const jobs = availableParallelism();
const env = benchEnv();

const dir = mkdtempSync(join(tmpdir(), "harness-bench-"));
const suite = join(dir, "suite");
const catScript = join(dir, "cat.mjs");
writeFileSync(catScript, "process.stdin.pipe(process.stdout);\n");
const program = useNode ? `${process.execPath} ${catScript}` : "cat";

mkdirSync(suite);
for (let index = 0; index < cases; index++) {
  const text = `case ${index}\n${"line of input\n".repeat(index % 7)}`;
  writeFileSync(join(suite, `case-${index}.in`), text);
  writeFileSync(join(suite, `case-${index}.out`), text);
}

const loop = `ls "${suite}"/*.in | xargs -P ${jobs} -n 1 sh -c '${program} < "$1" | cmp -s - "\${1%.in}.out" || echo "FAIL $1"' _`;
const grade = (sandbox) => [
  join(root, "harness/bin/games-grade.js"),
  suite,
  "--cmd",
  program,
  "--quiet",
  "--jobs",
  String(jobs),
  "--sandbox",
  sandbox,
];

function timeOnce(command, args) {
  const start = process.hrtime.bigint();
  const result = spawnSync(command, args, { encoding: "utf8", env });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0 || result.stdout.includes("FAIL")) {
    throw new Error(`${command} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  }
  return ms;
}

const times = { loop: [], none: [], strict: [] };
try {
  // Alternate the three so that a busy moment of the machine hits them all alike.
  for (let run = 0; run < runs; run++) {
    times.loop.push(timeOnce("sh", ["-c", loop]));
    times.none.push(timeOnce(process.execPath, grade("none")));
    times.strict.push(timeOnce(process.execPath, grade("strict")));
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const [loopMs, noneMs, strictMs] = [times.loop, times.none, times.strict].map(median);
const ratio = noneMs / loopMs;
console.log(describeEnvironment());
console.log(
  `${cases} cases of \`${useNode ? "node cat.mjs" : "cat"}\`, ${jobs} jobs, median of ${runs} runs`,
);
console.log(`shell loop (xargs -P ${jobs} + cmp):       ${loopMs.toFixed(0)} ms`);
console.log(`games-grade --sandbox none:           ${noneMs.toFixed(0)} ms`);
console.log(
  `games-grade (default sandbox, strict): ${strictMs.toFixed(0)} ms  (${(strictMs / loopMs).toFixed(2)}x, for information)`,
);
console.log(
  `ratio --sandbox none / loop: ${ratio.toFixed(2)}x (goal ≤ 1.2x) ${ratio <= 1.2 ? "ok" : "SLOWER THAN GOAL"}`,
);
