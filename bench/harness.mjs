#!/usr/bin/env node
// Grading speed: the harness against a plain shell loop (`xargs -P <cores>` running the program and
// `cmp` per case) over the same 500 trivial cases of a cat-like program, timed in the same run:
// - `--sandbox none` against the loop as it is (goal: within 1.2x);
// - the default strict sandbox against the loop running each case in the same box by hand
//   (bench/boxed-loop.sh: private folder, cgroups, the same bwrap arguments), so that the ratio
//   measures the harness and not bubblewrap (goal: within 1.2x);
// - what the sandbox costs per case over `--sandbox none`, one case at a time (goal: 12 ms), next to
//   what the box alone costs the loop;
// - how the sandbox scales: the strict grading with `--jobs <cores>` against `--jobs 1`, the median
//   of the two's ratio in each run (goal on 2 cores: 0.6x), next to how the boxed loop scales (the
//   same boxes with no grader: what the machine allows);
// - what naming the command whose answer went wrong costs (goal: under 5% of the grading time): goose's
//   cases graded with a goose that words one answer wrongly (most cases fail and are named), against
//   the same cases in a suite that names no game (so no command), `--sandbox none`. Under load the two
//   differ by more than the naming costs, so the share is of the naming's work timed alone.
// Run after a build:
//   node bench/harness.mjs [cases] [runs] [--program cat|node] [--keep-env]
// `cat` (the default) makes the per-case overhead of the harness show; `node` uses a cat-like Node
// script, where both sides are dominated by Node's start-up.
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
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
// Read before any run: the load average once the runs are done is mostly the bench's own.
const environment = describeEnvironment();

const dir = mkdtempSync(join(tmpdir(), "harness-bench-"));
// Open to others, as a teacher's folders are: as root, the boxed loop's box user goes through it.
chmodSync(dir, 0o755);
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

const loop = (parallel) =>
  `ls "${suite}"/*.in | xargs -P ${parallel} -n 1 sh -c '${program} < "$1" | cmp -s - "\${1%.in}.out" || echo "FAIL $1"' _`;
const boxedScript = join(root, "bench/boxed-loop.sh");
const boxedLoop = (parallel) =>
  `ls "${suite}"/*.in | xargs -P ${parallel} -n 1 sh -c '"${boxedScript}" "$1" "${dir}" "${suite}"' _`;
const grade = (sandbox, parallel) => [
  join(root, "harness/bin/games-grade.js"),
  suite,
  "--cmd",
  program,
  "--quiet",
  "--jobs",
  String(parallel),
  "--sandbox",
  sandbox,
  "--cwd",
  dir,
];
const canBox = spawnSync("bwrap", ["--unshare-all", "--ro-bind", "/", "/", "true"]).status === 0;

function timeOnce([command, ...args]) {
  const start = process.hrtime.bigint();
  const result = spawnSync(command, args, { encoding: "utf8", env });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const failing = args.includes(mutantGoose); // graded to fail: exit status 1
  if (result.status !== (failing ? 1 : 0) || result.stdout.includes("FAIL")) {
    throw new Error(`${command} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  }
  if (result.stderr.includes("isolation: basic")) throw new Error(result.stderr);
  return ms;
}

/** Each subject's times, run by run; the subjects alternate so that a busy moment hits them all alike. */
function timeRuns(subjects, count) {
  const times = Object.fromEntries(Object.keys(subjects).map((name) => [name, []]));
  for (let run = 0; run < count; run++) {
    for (const [name, command] of Object.entries(subjects)) times[name].push(timeOnce(command));
  }
  return times;
}

/** Each subject's median time. */
function timeAll(subjects, count) {
  const times = timeRuns(subjects, count);
  return Object.fromEntries(Object.entries(times).map(([name, list]) => [name, median(list)]));
}

/** The median over runs of a's time to b's in the same run: load that drifts between runs cancels. */
const pairedRatio = (a, b) => median(a.map((time, run) => time / b[run]));

const sh = (script) => ["sh", "-c", script];

/** Goose's cases twice: as they are (`game` set: commands named), and in a suite naming no game. */
function copyGooseCases() {
  const named = join(dir, "goose");
  const unnamed = join(dir, "goose-no-game");
  cpSync(join(root, "fixtures/goose"), named, { recursive: true });
  cpSync(named, unnamed, { recursive: true });
  const config = JSON.parse(readFileSync(join(named, "suite.json"), "utf8"));
  delete config.game;
  writeFileSync(join(unnamed, "suite.json"), JSON.stringify(config));
  return { named, unnamed };
}

/**
 * The naming's own work, timed in this process, as the alternating runs above cannot see a few
 * milliseconds under load: loading the bundled engines, then goose answering every case's input.
 */
function timeAnswering(suite) {
  const start = process.hrtime.bigint();
  const { answers } = createRequire(import.meta.url)(join(root, "harness/dist/game-answers.cjs"));
  for (const name of readdirSync(suite).filter((file) => file.endsWith(".in"))) {
    const lines = readFileSync(join(suite, name), "utf8").split("\n");
    answers.goose(lines, { args: [], readFile: () => undefined });
  }
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** A goose whose only bug is the wording of `square X`'s answer: most cases fail, and are named. */
const mutantGoose = `"${process.execPath}" "${join(root, "packages/goose/bin/goose-game.js")}" | sed "s/ is on square / is at square /"`;

/** games-grade on every case of `suite` with the mutant; cases fail, so exit status 1 is success. */
const gradeFailing = (suite) => [
  process.execPath,
  join(root, "harness/bin/games-grade.js"),
  suite,
  ...["--cmd", mutantGoose, "--group", "all", "--sandbox", "none", "--quiet"],
  ...["--jobs", String(jobs)],
];

let parallel;
let single;
let naming;
try {
  // One batch, each subject in turn, so that the ratios (scaling above all: --jobs <cores> against
  // --jobs 1) compare runs that met the same moments of load. `single` runs one case at a time: what
  // a box costs a case, with nothing else running beside it.
  const times = timeRuns(
    {
      loop: sh(loop(jobs)),
      none: [process.execPath, ...grade("none", jobs)],
      ...(canBox && {
        boxedLoop: sh(boxedLoop(jobs)),
        strict: [process.execPath, ...grade("strict", jobs)],
        singleLoop: sh(loop(1)),
        singleBoxedLoop: sh(boxedLoop(1)),
        singleNone: [process.execPath, ...grade("none", 1)],
        singleStrict: [process.execPath, ...grade("strict", 1)],
      }),
    },
    runs,
  );
  const medians = Object.fromEntries(
    Object.entries(times).map(([name, list]) => [name, median(list)]),
  );
  parallel = medians;
  single = canBox
    ? {
        loop: medians.singleLoop,
        boxedLoop: medians.singleBoxedLoop,
        none: medians.singleNone,
        strict: medians.singleStrict,
        scaling: pairedRatio(times.strict, times.singleStrict),
        loopScaling: pairedRatio(times.boxedLoop, times.singleBoxedLoop),
      }
    : undefined;
  const goose = copyGooseCases();
  naming = timeAll(
    { named: gradeFailing(goose.named), unnamed: gradeFailing(goose.unnamed) },
    runs,
  );
  naming.answering = timeAnswering(goose.named);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const verdict = (value, goal) => (value <= goal ? "ok" : "SLOWER THAN GOAL");
const ms = (value) => `${value.toFixed(0)} ms`;
console.log(environment);
console.log(
  `${cases} cases of \`${useNode ? "node cat.mjs" : "cat"}\`, ${jobs} jobs, median of ${runs} runs`,
);
const plain = parallel.none / parallel.loop;
console.log(`shell loop (xargs -P ${jobs} + cmp):       ${ms(parallel.loop)}`);
console.log(`games-grade --sandbox none:            ${ms(parallel.none)}`);
console.log(`ratio, unboxed: ${plain.toFixed(2)}x (goal ≤ 1.2x) ${verdict(plain, 1.2)}`);
if (single === undefined) {
  console.log("bubblewrap cannot make a box here: the sandbox figures are left out");
} else {
  const boxed = parallel.strict / parallel.boxedLoop;
  console.log(`shell loop, each case boxed by hand:    ${ms(parallel.boxedLoop)}`);
  console.log(`games-grade (default sandbox, strict): ${ms(parallel.strict)}`);
  console.log(`ratio, boxed alike: ${boxed.toFixed(2)}x (goal ≤ 1.2x) ${verdict(boxed, 1.2)}`);
  const perCase = (single.strict - single.none) / cases;
  const boxAlone = (single.boxedLoop - single.loop) / cases;
  console.log(
    `one case at a time: the sandbox costs games-grade ${perCase.toFixed(1)} ms a case over --sandbox none (goal ≤ 12 ms) ${verdict(perCase, 12)}; the same box costs the shell loop ${boxAlone.toFixed(1)} ms a case`,
  );
  const { scaling, loopScaling } = single;
  const goal = 1.2 / jobs; // 0.6x on 2 cores
  console.log(
    `scaling: strict with --jobs ${jobs} ${ms(parallel.strict)}, with --jobs 1 ${ms(single.strict)} (medians); run by run, --jobs ${jobs} took ${scaling.toFixed(2)}x the time of --jobs 1 (median; goal ≤ ${goal.toFixed(2)}x) ${verdict(scaling, goal)}`,
  );
  // What this machine allows: the same boxes started by a shell, with no grader at all.
  console.log(
    `the shell loop boxing each case alike, -P ${jobs} against -P 1, run by run: ${loopScaling.toFixed(2)}x (${ms(parallel.boxedLoop)} against ${ms(single.boxedLoop)})`,
  );
}
const share = naming.answering / naming.named;
console.log(
  `naming the command of each failing case (goose's cases, a mutant goose): graded in ${ms(naming.named)}, ${ms(naming.unnamed)} with no game named; the engines' work ${naming.answering.toFixed(1)} ms, ${(share * 100).toFixed(1)}% of the grading time (goal < 5%) ${verdict(share, 0.05)}`,
);
