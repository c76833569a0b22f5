// Preloaded into the CLI by throughput.mjs: reports the process's peak memory when it exits.
import { writeSync } from "node:fs";

process.on("exit", () => {
  writeSync(2, `bench-max-rss-kib=${process.resourceUsage().maxRSS}\n`);
});
