// A mutant of one of our games: runs its CLI (`node BIN ARGS…`) on this program's standard input
// and passes its output on with the first character of its first line written `~` and a line
// `extra` added after it: one wrong answer, then output nothing asked for.
// Usage: alter-first-line.mjs BIN [ARGS…]
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const [bin, ...args] = process.argv.slice(2);
const run = spawnSync(process.execPath, [bin, ...args], { input: readFileSync(0) });
const output = run.stdout.toString();
const end = output.indexOf("\n") + 1;
process.stdout.write(end <= 0 ? output : `~${output.slice(1, end)}extra\n${output.slice(end)}`);
process.stderr.write(run.stderr);
process.exitCode = run.status ?? 1;
