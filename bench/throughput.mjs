// The throughput bench every game runs (`packages/<game>/bench/throughput.mjs`): generated inputs
// of a few sizes piped through the built CLI, with the commands per second and the peak memory of
// each, next to the goal. Each size runs `--runs N` times (default 3); the figures are the median
// time and the highest peak. The child's standard output goes to /dev/null and its standard error
// to a file, as with `game < input > /dev/null 2> errors`; it reports its own peak memory and CPU
// time on exit to its fd 3 (report-usage.cjs), so nothing but Node is needed.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { benchEnv, describeEnvironment, median } from "./environment.mjs";

const REPORT_USAGE = join(import.meta.dirname, "report-usage.cjs");

/**
 * @param {object} bench
 * @param {string} bench.name the CLI, for the output
 * @param {URL | string} bench.bin its bin script
 * @param {readonly string[]} [bench.args] arguments for every run
 * @param {readonly number[]} bench.sizes commands asked of the generator, smallest first (the
 *   figures count the input lines it gave)
 * @param {number} bench.goal commands per second wanted at the largest size
 * @param {(size: number) => { stdin: string, files?: Record<string, string> }} bench.generate
 *   the input of a size, and files to write into the working folder (paths relative to it)
 * @param {string} [bench.unit] what one command is called
 */
export async function benchThroughput({
  name,
  bin,
  args = [],
  sizes,
  goal,
  generate,
  unit = "commands",
}) {
  const { values } = parseArgs({
    options: { runs: { type: "string", default: "3" }, "keep-env": { type: "boolean" } },
  });
  const runs = Number(values.runs);
  const binPath = bin instanceof URL ? fileURLToPath(bin) : bin;
  const work = mkdtempSync(join(tmpdir(), `${name}-bench-`));
  console.log(describeEnvironment());
  console.log(
    `${name}: generated input through the CLI, stdout to /dev/null, stderr to a file; median of ${runs} runs`,
  );
  const results = [];
  try {
    for (const size of sizes) {
      const generated = generate(size);
      const input = writeInput(work, size, generated);
      const measured = [];
      for (let run = 0; run < runs; run++) {
        measured.push(await runOnce({ binPath, args, input, work, run }));
      }
      const result = summarize(countLines(generated.stdin), measured);
      results.push(result);
      console.log(formatResult(result, unit));
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(formatVerdicts(results, goal, unit));
}

function countLines(text) {
  let lines = 0;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) lines++;
  return lines;
}

function writeInput(work, size, { stdin, files = {} }) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(work, path)), { recursive: true });
    writeFileSync(join(work, path), text);
  }
  const input = join(work, `input-${size}.txt`);
  writeFileSync(input, stdin);
  return input;
}

/** One run of the CLI on an input file: wall time, and the peak memory and CPU time it reports. */
async function runOnce({ binPath, args, input, work, run }) {
  const usageFile = join(work, `usage-${run}.json`);
  const errorFile = join(work, "stderr.txt");
  const child = spawn(process.execPath, ["--require", REPORT_USAGE, binPath, ...args], {
    cwd: work,
    env: benchEnv(),
    stdio: [openSync(input, "r"), "ignore", openSync(errorFile, "w"), openSync(usageFile, "w")],
  });
  const started = process.hrtime.bigint();
  const [exitCode, signal] = await once(child, "exit");
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (exitCode !== 0) {
    const errors = readFileSync(errorFile, "utf8").slice(-2000);
    throw new Error(`${binPath} ended with ${signal ?? `exit code ${exitCode}`}:\n${errors}`);
  }
  const usage = JSON.parse(readFileSync(usageFile, "utf8"));
  return { seconds, cpuSeconds: usage.cpuSeconds, peakMiB: usage.maxRssKiB / 1024 };
}

function summarize(size, measured) {
  const seconds = median(measured.map((m) => m.seconds));
  return {
    size,
    seconds,
    rate: size / seconds,
    cpuSeconds: median(measured.map((m) => m.cpuSeconds)),
    peakMiB: Math.max(...measured.map((m) => m.peakMiB)),
  };
}

const count = (value) => Math.round(value).toLocaleString("en");

function formatResult({ size, seconds, rate, cpuSeconds, peakMiB }, unit) {
  return `${count(size).padStart(9)} ${unit}: ${seconds.toFixed(2)} s, ${count(rate)} ${unit}/s (CPU ${cpuSeconds.toFixed(2)} s), peak RSS ${peakMiB.toFixed(1)} MiB`;
}

function formatVerdicts(results, goal, unit) {
  const first = results[0];
  const last = results.at(-1);
  const ok = last.rate >= goal;
  const growth = last.peakMiB - first.peakMiB;
  return [
    `goal ≥ ${count(goal)} ${unit}/s at ${count(last.size)}: ${count(last.rate)}, ${ok ? "ok" : "BELOW GOAL"}`,
    `peak RSS from ${count(first.size)} to ${count(last.size)} ${unit}: ${growth >= 0 ? "+" : ""}${growth.toFixed(1)} MiB`,
  ].join("\n");
}
