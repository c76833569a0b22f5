// Echoes its input without the final newline.
import { readFileSync } from "node:fs";

process.stdout.write(readFileSync(0, "utf8").replace(/\n$/, ""));
