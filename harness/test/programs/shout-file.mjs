// Prints, in capitals, the file named on the first input line.
import { readFileSync } from "node:fs";

const name = readFileSync(0, "utf8").split("\n")[0];
process.stdout.write(readFileSync(name, "utf8").toUpperCase());
