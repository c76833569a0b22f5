#!/usr/bin/env node
// Pipes generated games of 100,000 and 1,000,000 commands through the built CLI (run `pnpm build`
// first) and prints commands per second and peak memory for each, so one can see that memory does
// not grow with the length of the input. Run on demand: `pnpm bench`; never part of the tests.
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateInput } from "../dist/index.js";

const bin = fileURLToPath(new URL("../bin/battleship-game.js", import.meta.url));
const sizes = [100_000, 1_000_000];
const folder = mkdtempSync(join(tmpdir(), "battleship-bench-"));

/** Runs the CLI under GNU time with stdin from `file`; resolves to seconds and peak RSS in KiB. */
function measure(file) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn("/usr/bin/time", ["-f", "%M", process.execPath, bin], {
      stdio: [openSync(file, "r"), "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`exit ${code}: ${stderr}`));
      const seconds = (performance.now() - started) / 1000;
      resolve({ seconds, peakKiB: Number(stderr.trim().split("\n").at(-1)) });
    });
  });
}

try {
  for (const size of sizes) {
    const file = join(folder, `${size}.txt`);
    writeFileSync(file, generateInput({ seed: 2023, size }).stdin);
    const { seconds, peakKiB } = await measure(file);
    const rate = Math.round(size / seconds).toLocaleString("en-US");
    const memory = (peakKiB / 1024).toFixed(1);
    console.log(`${size.toLocaleString("en-US")} commands: ${rate} commands/s, peak ${memory} MiB`);
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
