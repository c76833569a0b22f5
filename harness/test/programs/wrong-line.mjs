// Echoes its input but replaces the second line: one wrong line.
import { readFileSync } from "node:fs";

const lines = readFileSync(0, "utf8").split("\n");
lines[1] = "not what you wanted";
process.stdout.write(lines.join("\n"));
