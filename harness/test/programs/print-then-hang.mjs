// Echoes its input, then loops for ever: a Time Limit Exceeded whose output so far is worth seeing.
import { readFileSync, writeSync } from "node:fs";

writeSync(1, readFileSync(0, "utf8"));
for (;;);
