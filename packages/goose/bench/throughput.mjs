#!/usr/bin/env node
// Pipes generated games of 100,000 and 1,000,000 commands through the built CLI (`pnpm build`
// first) and prints commands per second and peak memory; the two peaks should be about equal,
// since the CLI keeps no history. Run with `pnpm bench`; it is never part of the tests.
import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateInput } from "../dist/index.js";

const bin = fileURLToPath(new URL("../bin/goose-game.js", import.meta.url));
const preload = fileURLToPath(new URL("./report-memory.mjs", import.meta.url));
const sizes = [100_000, 1_000_000];
const workDir = mkdtempSync(join(tmpdir(), "goose-bench-"));

try {
  const results = sizes.map(measure);
  for (const { size, seconds, peakMib } of results) {
    const rate = Math.round(size / seconds).toLocaleString("en");
    console.log(
      `${size.toLocaleString("en").padStart(9)} commands: ${seconds.toFixed(2)} s, ${rate} commands/s, peak ${peakMib.toFixed(1)} MiB`,
    );
  }
  const [small, large] = results;
  const growth = large.peakMib - small.peakMib;
  console.log(`memory growth from 100k to 1M commands: ${growth.toFixed(1)} MiB`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

function measure(size) {
  const inputPath = join(workDir, `input-${size}.txt`);
  writeFileSync(inputPath, generateInput({ seed: 2022, size }).stdin);
  const stdin = openSync(inputPath, "r");
  const stdout = openSync("/dev/null", "w");
  const started = process.hrtime.bigint();
  const child = spawnSync(process.execPath, ["--import", preload, bin], {
    stdio: [stdin, stdout, "pipe"],
    encoding: "utf8",
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  closeSync(stdin);
  closeSync(stdout);
  if (child.status !== 0)
    throw new Error(`goose-game exited with ${child.status}: ${child.stderr}`);
  const peakKib = Number(/bench-max-rss-kib=(\d+)/.exec(child.stderr)?.[1]);
  return { size, seconds, peakMib: peakKib / 1024 };
}
