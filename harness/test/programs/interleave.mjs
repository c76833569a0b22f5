// Answers each input line with one line on standard output and one on standard error, in turn,
// written straight to the file descriptors so that their order is the order of the calls.
import { readFileSync, writeSync } from "node:fs";

writeSync(1, "ready\n");
for (const line of readFileSync(0, "utf8").split("\n").filter(Boolean)) {
  if (line.startsWith("bad")) writeSync(2, `Error, cannot ${line}\n`);
  else writeSync(1, `ok ${line}\n`);
  writeSync(2, `log ${line}\n`);
}
