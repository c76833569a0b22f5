// Our goose program, as a student's that is correct on what the text settles but crashes on input
// the text never gives it: an empty input or a blank line (like a Java Scanner reading a header that
// is not there).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const input = readFileSync(0, "utf8");
if (input === "" || input.split("\n").slice(0, -1).includes("")) {
  process.stderr.write('Exception in thread "main" java.util.NoSuchElementException\n');
  process.exit(1);
}
const manifest = createRequire(import.meta.url).resolve("@games/goose/package.json");
const bin = path.join(path.dirname(manifest), "bin/goose-game.js");
const run = spawnSync(process.execPath, [bin], { input, encoding: "utf8" });
process.stdout.write(run.stdout);
process.exit(run.status ?? 1);
