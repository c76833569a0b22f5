// Prints one line, then dies of a signal, as a segmentation fault would.
import { writeSync } from "node:fs";

writeSync(1, "started\n");
process.kill(process.pid, "SIGSEGV");
