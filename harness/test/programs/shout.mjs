// Echoes its input in capitals: right except for letter case.
import { readFileSync } from "node:fs";

process.stdout.write(readFileSync(0, "utf8").toUpperCase());
