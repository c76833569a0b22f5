// Our goose program, as a student's that is correct on what the text settles but crashes on input
// the text never gives it: an empty input or a blank line (like a Java Scanner reading a header that
// is not there). Any other input is answered by goose's engine in this process, line by line as
// goose-game reads it: starting goose-game as a second Node process was half of this program's cost
// in the fuzz tests, which run it some fifty times.
import { readFileSync } from "node:fs";
import { createSession, step } from "@games/goose";

const input = readFileSync(0, "utf8");
const lines = input.split("\n");
const last = lines.pop() ?? "";
if (input === "" || lines.includes("")) {
  process.stderr.write('Exception in thread "main" java.util.NoSuchElementException\n');
  process.exit(1);
}
if (last !== "") lines.push(last);

let session = createSession();
let output = "";
for (const line of lines) {
  const result = step(session, line.endsWith("\r") ? line.slice(0, -1) : line);
  session = result.session;
  output += result.output;
  if (session.phase === "exited" || session.phase === "rejected") break;
}
process.stdout.write(output);
// goose-game's exit code for a header it refuses (fuzz draws none).
process.exit(session.phase === "rejected" ? 2 : 0);
