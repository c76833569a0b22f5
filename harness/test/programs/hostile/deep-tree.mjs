// Leaves in its working folder folders deeper than the system's longest path (4,096 bytes), made
// one by one, then answers as cat would.
import { mkdirSync } from "node:fs";

const name = "d".repeat(200);
for (let depth = 0; depth < 25; depth++) {
  mkdirSync(name);
  process.chdir(name);
}
process.stdin.pipe(process.stdout);
