#!/usr/bin/env node
// Pipes generated games of 100,000 and 1,000,000 commands through the built CLI and prints commands per
// second and peak memory for both: the memory must stay flat as the input grows tenfold.
// Run on demand after a build: `npm run bench` (never part of the tests).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GENERATOR_BOARD, generateInput } from "../dist/index.js";

const BIN = new URL("../bin/campus-chaos.js", import.meta.url);
const SIZES = [100_000, 1_000_000];

const work = mkdtempSync(join(tmpdir(), "campus-chaos-bench-"));
mkdirSync(join(work, "maps"));
writeFileSync(join(work, "maps", "generator-board.txt"), `${GENERATOR_BOARD}\n`);

console.log(`generating ${SIZES.at(-1).toLocaleString("en")} commands...`);
const started = performance.now();
const all = generateInput({ seed: 2024, size: SIZES.at(-1) }).stdin.split("\n");
console.log(`generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);

try {
  for (const size of SIZES) {
    const file = join(work, `input-${size}.txt`);
    writeFileSync(file, `${all.slice(0, size - 1).join("\n")}\nquit\n`);
    const { seconds, maxRssKiB } = await measure(file);
    const rate = Math.round(size / seconds).toLocaleString("en");
    const memory = (maxRssKiB / 1024).toFixed(1);
    console.log(
      `${size.toLocaleString("en").padStart(9)} commands: ${rate} commands/s, peak RSS ${memory} MiB`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** Runs the CLI on a file; the child reports its own peak RSS on exit, so no external tool is needed. */
async function measure(file) {
  const script = [
    'process.on("exit", () => process.stderr.write("maxrss " + process.resourceUsage().maxRSS + "\\n"));',
    `await import(${JSON.stringify(BIN.href)});`,
  ].join("\n");
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    cwd: work,
    stdio: [openSync(file, "r"), "ignore", "pipe"],
  });
  let tail = "";
  child.stderr.on("data", (chunk) => {
    tail = (tail + chunk.toString()).slice(-200);
  });
  const begin = performance.now();
  await once(child, "close");
  const seconds = (performance.now() - begin) / 1000;
  const match = /maxrss (\d+)/.exec(tail);
  return { seconds, maxRssKiB: match ? Number(match[1]) : Number.NaN };
}
