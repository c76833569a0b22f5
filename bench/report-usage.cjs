// Preloaded (`node --require`) into a CLI by throughput.mjs: on exit, writes the process's peak
// memory and CPU time to the file named by BENCH_USAGE_FILE.
const { writeFileSync } = require("node:fs");

process.on("exit", () => {
  const { user, system } = process.cpuUsage();
  const usage = { maxRssKiB: process.resourceUsage().maxRSS, cpuSeconds: (user + system) / 1e6 };
  writeFileSync(process.env.BENCH_USAGE_FILE, JSON.stringify(usage));
});
