// Prints forever.
import { writeSync } from "node:fs";

const line = `${"y".repeat(1023)}\n`;
for (;;) writeSync(1, line);
