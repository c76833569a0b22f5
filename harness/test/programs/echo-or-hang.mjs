// Copies standard input to standard output, except that an input of "hang" never ends (a loop
// that keeps computing): one program that is accepted, wrong and out of time in the same suite.
import { readFileSync, writeSync } from "node:fs";

const input = readFileSync(0, "utf8");
if (input.trim() === "hang") for (;;);
writeSync(1, input);
