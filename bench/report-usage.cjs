// Preloaded (`node --require`) into a CLI by throughput.mjs: on exit, writes the process's peak
// memory and CPU time as JSON to file descriptor 3, which the bench opens for it.
const { writeSync } = require("node:fs");

process.on("exit", () => {
  const { user, system } = process.cpuUsage();
  const usage = { maxRssKiB: process.resourceUsage().maxRSS, cpuSeconds: (user + system) / 1e6 };
  writeSync(3, JSON.stringify(usage));
});
