// Echoes its input with a space at the end of every line: right except for whitespace.
import { readFileSync } from "node:fs";

process.stdout.write(readFileSync(0, "utf8").replace(/\n/g, " \n"));
