#!/usr/bin/env node
// Grading a class: `games-grade class` over a synthetic class of Java submissions (each its own
// Main.java, compiled by the harness) against a plain shell pipeline that does the same work with
// no grader: `xargs -P <cores>` running javac per student, then `java -cp … Main < case.in | cmp`
// per student and case. Goal: the harness (sandbox on, as by default) within 1.3x. It also prints
// the grader's peak memory for the whole class and for a quarter of it: it should stay flat.
//
// One run of each takes a minute or more, and other work on the machine changes from one minute
// to the next: a single pipeline run followed by a single harness run gave 1.15x and 1.35x on two
// tries. So the two alternate over several rounds (pipeline first in odd rounds, harness first in
// even ones), each round's ratio is printed, and the figure is the median ratio.
// Run after a build:
//   node bench/class.mjs [students] [cases] [--rounds N] [--keep-env]
//   (default 40 students × 60 cases, 3 rounds)
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { benchEnv, describeEnvironment, median } from "./environment.mjs";

const root = join(import.meta.dirname, "..");
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: "string", default: "3" }, "keep-env": { type: "boolean" } },
});
const students = Number(positionals[0] ?? 40);
const cases = Number(positionals[1] ?? 60);
const rounds = Number(values.rounds);
const jobs = availableParallelism();
const env = benchEnv();

const MAIN = `import java.io.*;
public class Main {
  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    StringBuilder out = new StringBuilder();
    for (String line = in.readLine(); line != null; line = in.readLine())
      out.append(line.toUpperCase()).append('\\n');
    System.out.print(out);
  }
}
`;

const dir = mkdtempSync(join(tmpdir(), "class-bench-"));
const suite = join(dir, "suite");
mkdirSync(suite);
for (let index = 0; index < cases; index++) {
  const text = `case ${index}\n${"a line of input\n".repeat(index % 9)}`;
  writeFileSync(join(suite, `case-${index}.in`), text);
  writeFileSync(join(suite, `case-${index}.out`), text.toUpperCase());
}

/** A folder of `count` students, each with their own copy of Main.java (compiled apart). */
function makeClass(name, count) {
  const subs = join(dir, name);
  for (let index = 0; index < count; index++) {
    const student = join(subs, `student-${String(index).padStart(4, "0")}`);
    mkdirSync(student, { recursive: true });
    writeFileSync(join(student, "Main.java"), `// student ${index}\n${MAIN}`);
  }
  return subs;
}

/**
 * Runs a command under GNU time: its wall time, its peak memory, and the CPU time of it and the
 * processes it waited for. For the grader that is its own work and its helpers' (sh, bwrap), not
 * the graded programs' (each runs in a box whose processes it does not wait for): on 2 cores, what
 * the grader itself costs the programs.
 */
function timeOnce(command, args) {
  const timed = ["-f", "usage %U %S %M", command, ...args];
  const start = process.hrtime.bigint();
  const result = spawnSync("/usr/bin/time", timed, { encoding: "utf8", env, maxBuffer: 1 << 26 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0 || result.stdout.includes("FAIL")) {
    throw new Error(`${command} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  }
  const [, user, system, peakKb] = /usage ([\d.]+) ([\d.]+) (\d+)/.exec(result.stderr) ?? [];
  return { ms, cpuMs: (Number(user) + Number(system)) * 1000, peakMb: Number(peakKb) / 1024 };
}

/** The same work without a grader: compile each student, then run and compare each case. */
function runPipeline(subs) {
  const classes = join(dir, "pipeline-classes");
  rmSync(classes, { recursive: true, force: true });
  const pairs = join(dir, "pairs.txt");
  const names = spawnSync("ls", [subs], { encoding: "utf8" }).stdout.trim().split("\n");
  writeFileSync(
    pairs,
    names
      .flatMap((name) => Array.from({ length: cases }, (_, index) => `${name} case-${index}\n`))
      .join(""),
  );
  const script = [
    `ls "${subs}" | xargs -P ${jobs} -I{} sh -c 'mkdir -p "${classes}/{}" && javac -d "${classes}/{}" "${subs}/{}/Main.java"'`,
    `xargs -P ${jobs} -n 2 sh -c 'java -cp "${classes}/$0" Main < "${suite}/$1.in" | cmp -s - "${suite}/$1.out" || echo "FAIL $0 $1"' < "${pairs}"`,
  ].join(" && ");
  return timeOnce("sh", ["-c", script]);
}

/** `games-grade class`, fresh (--force). */
function runHarness(subs, out) {
  const args = [join(root, "harness/bin/games-grade.js"), "class", subs, "--suite", suite];
  args.push("--out", out, "--force", "-q", "--jobs", String(jobs));
  return timeOnce(process.execPath, args);
}

/** One round: both, in the given order, with the load average before it. */
function runRound(whole, pipelineFirst) {
  const load = loadavg()[0].toFixed(1);
  const first = pipelineFirst ? runPipeline(whole) : undefined;
  const harness = runHarness(whole, join(dir, "grades"));
  const pipeline = first ?? runPipeline(whole);
  return {
    load,
    pipeline,
    harness,
    ratio: harness.ms / pipeline.ms,
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

try {
  console.log(describeEnvironment());
  console.log(`${students} Java submissions × ${cases} cases, ${jobs} jobs, ${rounds} rounds`);
  const whole = makeClass("class", students);
  const results = [];
  for (let round = 0; round < rounds; round++) {
    const result = runRound(whole, round % 2 === 0);
    results.push(result);
    const { pipeline, harness } = result;
    console.log(
      `round ${round + 1} (load ${result.load}): xargs -P ${jobs} ${seconds(pipeline.ms)}, games-grade class ${seconds(harness.ms)} (its own CPU ${seconds(harness.cpuMs)}): ${result.ratio.toFixed(2)}x`,
    );
  }
  const ratios = results.map((result) => result.ratio);
  const ratio = median(ratios);
  const range = `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
  console.log(
    `ratio: median ${ratio.toFixed(2)}x of ${rounds} rounds (${range}), goal ≤ 1.3x: ${ratio <= 1.3 ? "ok" : "SLOWER THAN GOAL"}`,
  );
  const quarterSize = Math.max(1, Math.round(students / 4));
  const small = runHarness(makeClass("quarter", quarterSize), join(dir, "grades-quarter"));
  const peak = Math.max(...results.map((result) => result.harness.peakMb));
  console.log(
    `grader's peak memory: ${peak.toFixed(0)} MB for ${students} students, ${small.peakMb.toFixed(0)} MB for ${quarterSize}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
