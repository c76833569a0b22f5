// Prints one line, then dies of a signal (the one named as its argument; SIGSEGV by default, as a
// segmentation fault would).
import { writeSync } from "node:fs";

writeSync(1, "started\n");
process.kill(process.pid, process.argv[2] ?? "SIGSEGV");
