#!/usr/bin/env node
// Pipes generated sessions of 100,000 and 1,000,000 input lines through the built CLI and prints the
// lines per second and the peak memory of each run: the peak should stay flat as the input grows.
// Run `pnpm build` first. Needs GNU time (/usr/bin/time) for the peak memory.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateInput } from "../dist/index.js";

const binPath = fileURLToPath(new URL("../bin/nim-game.js", import.meta.url));
const TIME = "/usr/bin/time";
const SIZES = [100_000, 1_000_000];

function measure(inputPath, lines) {
  const useTime = existsSync(TIME);
  const [file, args] = useTime
    ? [TIME, ["-f", "%M", process.execPath, binPath]]
    : [process.execPath, [binPath]];
  const started = performance.now();
  const result = spawnSync(file, args, {
    stdio: [openSync(inputPath, "r"), "ignore", "pipe"],
    encoding: "utf8",
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0)
    throw new Error(`nim-game exited with ${result.status}: ${result.stderr}`);
  const peakKiB = useTime ? Number(result.stderr.trim().split("\n").at(-1)) : Number.NaN;
  return { lines, seconds, perSecond: Math.round(lines / seconds), peakMiB: peakKiB / 1024 };
}

const dir = mkdtempSync(join(tmpdir(), "nim-bench-"));
try {
  for (const size of SIZES) {
    const { stdin } = generateInput({ seed: 1, size });
    const inputPath = join(dir, `input-${size}.txt`);
    writeFileSync(inputPath, stdin);
    const lines = stdin.split("\n").length - 1;
    const { seconds, perSecond, peakMiB } = measure(inputPath, lines);
    console.log(
      `${lines.toLocaleString("en")} lines in ${seconds.toFixed(2)} s: ` +
        `${perSecond.toLocaleString("en")} lines/s, peak memory ${peakMiB.toFixed(1)} MiB`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
