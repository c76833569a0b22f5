// Echoes its input with Windows line endings.
import { readFileSync } from "node:fs";

process.stdout.write(readFileSync(0, "utf8").replace(/\n/g, "\r\n"));
