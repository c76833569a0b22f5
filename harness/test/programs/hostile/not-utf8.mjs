// Prints the bytes A, 0xFE, B and a newline: not UTF-8, and one byte away from A 0xFF B.
import { writeSync } from "node:fs";

writeSync(1, Buffer.from([0x41, 0xfe, 0x42, 0x0a]));
