// What large, hostile outputs cost the grader: cases whose expected output and the program's are a
// mebibyte each (the default output limit) in shapes that are hard on a comparison or a diff (one
// long line, a million empty lines, half a million one-letter words, lines that all differ, ...),
// graded under each comparison, `--sandbox none`. For each: the grader's wall time and CPU time per
// case and its peak memory, then the goal: the same grading within a JavaScript heap of the suite's
// size (its expected outputs, read before any program runs) and 48 MiB more, so that a student's
// outputs do not pile up in the grader (a class grades many at once; the peak memory itself is
// the garbage collector's choice, which lets the heap grow while there is room).
// `node bench/outputs.mjs [cases] [runs]` after a build (default 40 cases, 1 run); the figures are
// the median time over the runs and the highest peak.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchEnv, describeEnvironment, median } from "./environment.mjs";

const GRADER = join(import.meta.dirname, "../harness/bin/games-grade.js");
const REPORT_USAGE = join(import.meta.dirname, "report-usage.cjs");
const SIZE = 1024 * 1024;
const HEAP_SLACK_MIB = 48;

const [cases = 40, runs = 1] = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith("--"))
  .map(Number);

/** Each shape: the expected output, and a program's that differs from it late. */
const SHAPES = {
  "one long line": () => pair("a".repeat(SIZE - 2), "\n", "b\n"),
  "empty lines": () => pair("\n".repeat(SIZE - 2), "\n\n", "x\n"),
  "one-letter words": () => pair("a ".repeat(SIZE / 2 - 1), "a\n", "b\n"),
  "every line differs": () => ({ expected: "\n".repeat(SIZE), actual: "x\n".repeat(SIZE / 2) }),
  "numbers one off": () => ({ expected: numbers(0), actual: numbers(1) }),
};

function pair(body, expectedEnd, actualEnd) {
  return { expected: body + expectedEnd, actual: body + actualEnd };
}

function numbers(offset) {
  const lines = [];
  for (let n = 0, size = 0; size < SIZE - 16; n++) {
    const line = `${n + offset}\n`;
    lines.push(line);
    size += line.length;
  }
  return lines.join("");
}

async function gradeOnce(work, suite, mode, heapMiB) {
  const usageFile = join(work, "usage.json");
  const program = join(work, "actual.txt");
  const args = [GRADER, suite, "--cmd", `cat ${program}`, "--compare", mode, "--sandbox", "none"];
  const heap = heapMiB === undefined ? [] : [`--max-old-space-size=${heapMiB}`];
  const child = spawn(process.execPath, [...heap, "--require", REPORT_USAGE, ...args], {
    env: benchEnv(),
    stdio: ["ignore", "ignore", "pipe", openSync(usageFile, "w")],
  });
  let errors = "";
  child.stderr.on("data", (chunk) => {
    errors = (errors + chunk).slice(-2000);
  });
  const started = process.hrtime.bigint();
  const [exitCode] = await once(child, "exit");
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  // Out of its heap, V8 aborts the process.
  if (heapMiB !== undefined && errors.includes("heap out of memory")) return undefined;
  // Exit code 1: a case was not Accepted, as every one here is meant not to be.
  if (exitCode !== 1) throw new Error(`the grader ended with ${exitCode}:\n${errors}`);
  const usage = JSON.parse(readFileSync(usageFile, "utf8"));
  return { seconds, cpuSeconds: usage.cpuSeconds, peakMiB: usage.maxRssKiB / 1024 };
}

function writeShape(work, { expected, actual }) {
  const suite = join(work, "suite");
  rmSync(suite, { recursive: true, force: true });
  mkdirSync(suite);
  for (let index = 1; index <= cases; index++) {
    const name = `case-${String(index).padStart(3, "0")}`;
    writeFileSync(join(suite, `${name}.in`), "");
    writeFileSync(join(suite, `${name}.out`), expected);
  }
  writeFileSync(join(work, "actual.txt"), actual);
  return suite;
}

const work = mkdtempSync(join(tmpdir(), "outputs-bench-"));
console.log(describeEnvironment());
console.log(
  `${cases} cases a shape, each output ${SIZE} bytes; median of ${runs} runs, highest peak`,
);
const heapMiB = Math.ceil((cases * SIZE) / 2 ** 20) + HEAP_SLACK_MIB;
const failed = [];
try {
  for (const [shape, make] of Object.entries(SHAPES)) {
    const suite = writeShape(work, make());
    for (const mode of ["exact", "trim-end", "tokens"]) {
      const measured = [];
      for (let run = 0; run < runs; run++) measured.push(await gradeOnce(work, suite, mode));
      const held = (await gradeOnce(work, suite, mode, heapMiB)) !== undefined;
      if (!held) failed.push(`${shape}, ${mode}`);
      const perCase = (key) => ((median(measured.map((m) => m[key])) / cases) * 1000).toFixed(0);
      const peak = Math.max(...measured.map((m) => m.peakMiB));
      console.log(
        `${`${shape}, ${mode}:`.padEnd(32)} ${perCase("seconds")} ms a case (CPU ${perCase("cpuSeconds")} ms), peak RSS ${peak.toFixed(0)} MiB; in a ${heapMiB} MiB heap: ${held ? "graded" : "ran out"}`,
      );
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(
  `goal: every shape graded in a heap of the suite's size and ${HEAP_SLACK_MIB} MiB (${heapMiB} MiB): ${failed.length === 0 ? "ok" : `RAN OUT for ${failed.join("; ")}`}`,
);
