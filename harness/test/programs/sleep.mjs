// Writes its process id to the file named by its argument (if any), then sleeps for a minute.
import { writeFileSync } from "node:fs";

if (process.argv[2] !== undefined) writeFileSync(process.argv[2], String(process.pid));
setTimeout(() => {}, 60_000);
