// A mutant of one of our games: runs its CLI (`node BIN ARGS…`) on this program's standard input
// and passes its output on with every `FROM` in it written `TO`, so one wording of its answers is
// wrong and nothing else. Usage: alter-answer.mjs BIN FROM TO [ARGS…]
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const [bin, from, to, ...args] = process.argv.slice(2);
const run = spawnSync(process.execPath, [bin, ...args], { input: readFileSync(0) });
process.stdout.write(run.stdout.toString().replaceAll(from, to));
process.stderr.write(run.stderr);
process.exitCode = run.status ?? 1;
