// One of our games that stops early: runs its CLI (`node BIN`) on the first N lines of this
// program's standard input, as `head -n N | BIN` would. Usage: stop-early.mjs BIN N
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const [bin, count] = process.argv.slice(2);
const lines = readFileSync(0, "utf8").split("\n").slice(0, Number(count));
const run = spawnSync(process.execPath, [bin], {
  input: lines.map((line) => `${line}\n`).join(""),
});
process.stdout.write(run.stdout);
process.stderr.write(run.stderr);
process.exitCode = run.status ?? 1;
