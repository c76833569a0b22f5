#!/usr/bin/env node
// Grading a class: `games-grade class` over a synthetic class of Java submissions (each its own
// Main.java, compiled by the harness) against a plain shell pipeline that does the same work with
// no grader: `xargs -P <cores>` running javac per student, then `java -cp … Main < case.in | cmp`
// per student and case. Goal: the harness (sandbox on, as by default) within 1.3x. It also prints
// the grader's peak memory for the whole class and for a quarter of it: it should stay flat.
// Run after a build:
//   node bench/class.mjs [students] [cases]        (default 40 students × 60 cases)
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const students = Number(process.argv[2] ?? 40);
const cases = Number(process.argv[3] ?? 60);
const jobs = availableParallelism();
// What the shell around a benchmark adds to each Node start is not the harness's cost.
const env = { ...process.env, NODE_EXTRA_CA_CERTS: "", NODE_OPTIONS: "" };
delete env.NODE_EXTRA_CA_CERTS;
delete env.NODE_OPTIONS;

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

function timeOnce(command, args) {
  const start = process.hrtime.bigint();
  const result = spawnSync(command, args, { encoding: "utf8", env, maxBuffer: 1 << 26 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0 || result.stdout.includes("FAIL")) {
    throw new Error(`${command} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  }
  return { ms, stderr: result.stderr };
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
  return timeOnce("sh", ["-c", script]).ms;
}

/** `games-grade class`, fresh (--force), with its peak memory from GNU time (kilobytes). */
function runHarness(subs, out) {
  const args = ["-f", "peak-kb %M", process.execPath, join(root, "harness/bin/games-grade.js")];
  args.push("class", subs, "--suite", suite, "--out", out, "--force", "-q", "--jobs", String(jobs));
  const { ms, stderr } = timeOnce("/usr/bin/time", args);
  const peakKb = Number(/peak-kb (\d+)/.exec(stderr)?.[1]);
  return { ms, peakMb: peakKb / 1024 };
}

try {
  const whole = makeClass("class", students);
  const quarter = makeClass("quarter", Math.max(1, Math.round(students / 4)));
  const pipelineMs = runPipeline(whole);
  const harness = runHarness(whole, join(dir, "grades"));
  const small = runHarness(quarter, join(dir, "grades-quarter"));
  const ratio = harness.ms / pipelineMs;
  console.log(`${students} Java submissions × ${cases} cases, ${jobs} jobs`);
  console.log(`xargs -P ${jobs} (javac, then java | cmp): ${(pipelineMs / 1000).toFixed(1)} s`);
  console.log(`games-grade class:                    ${(harness.ms / 1000).toFixed(1)} s`);
  console.log(
    `ratio: ${ratio.toFixed(2)}x (goal ≤ 1.3x) ${ratio <= 1.3 ? "ok" : "SLOWER THAN GOAL"}`,
  );
  console.log(
    `grader's peak memory: ${harness.peakMb.toFixed(0)} MB for ${students} students, ${small.peakMb.toFixed(0)} MB for ${Math.max(1, Math.round(students / 4))}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
