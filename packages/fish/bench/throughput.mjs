#!/usr/bin/env node
// Throughput and memory of the built CLI (run `pnpm build` first; `pnpm bench` to run).
// A game ends within 35 valid rolls, so a long input is a stream of invalid tokens, one per line:
// each one is answered with a full banner frame, the most work a command can cause.
// The program reads them with --stdin; peak memory comes from /usr/bin/time, and should not
// grow from 100k to 1M commands.
import { spawn } from "node:child_process";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";

const bin = fileURLToPath(new URL("../bin/fish-game.js", import.meta.url));
const TOKENS = ["x", "7", "0", "400000", "日本語"];
const CHUNK_COMMANDS = 10_000;

function* generateChunks(commands) {
  for (let done = 0; done < commands; done += CHUNK_COMMANDS) {
    const count = Math.min(CHUNK_COMMANDS, commands - done);
    let chunk = "";
    for (let index = 0; index < count; index += 1) chunk += `${TOKENS[(done + index) % 5]}\n`;
    yield chunk;
  }
}

function measure(commands) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn("/usr/bin/time", ["-f", "%M", process.execPath, bin, "--stdin"], {
      stdio: ["pipe", "pipe", "pipe"],
    });
    let outputBytes = 0;
    let timeReport = "";
    child.stdout.on("data", (chunk) => {
      outputBytes += chunk.length;
    });
    child.stderr.on("data", (chunk) => {
      timeReport += chunk;
    });
    Readable.from(generateChunks(commands)).pipe(child.stdin);
    child.on("error", reject);
    child.on("close", (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const peakKiB = Number(timeReport.trim().split("\n").at(-1));
      resolve({ commands, code, seconds, outputBytes, peakKiB });
    });
  });
}

for (const commands of [100_000, 1_000_000]) {
  const { code, seconds, outputBytes, peakKiB } = await measure(commands);
  console.log(
    `${commands.toLocaleString("en")} commands: exit ${code}, ${seconds.toFixed(2)} s, ` +
      `${Math.round(commands / seconds).toLocaleString("en")} commands/s, ` +
      `${(outputBytes / 2 ** 20).toFixed(0)} MiB out, peak memory ${(peakKiB / 1024).toFixed(1)} MiB`,
  );
}
