// Echoes its input correctly, and also writes a note on standard error.
import { readFileSync } from "node:fs";

process.stderr.write("debug: reading input\n");
process.stdout.write(readFileSync(0, "utf8"));
