import { type ExpectedLine, splitLines } from "../compare/resolve-expected.js";
import { parseExpectedLine } from "../suite/parse-protocol.js";
import { toProtocolLine } from "../suite/rewrite-protocol.js";

/**
 * The reference's merged output as the expected lines of a protocol case: each line as the written
 * `.protocol` holds it, so the fuzzer judges exactly as grading that case will.
 */
export function toExpectedLines(output: string): ExpectedLine[] {
  return splitLines(output).map((line) => parseExpectedLine(toProtocolLine(line), "fuzz"));
}

/**
 * A protocol case: the `# ` comment, the standard input as `> ` lines, then the reference's output
 * lines (written so that the parser reads each back as the line, or as the `Error, ` pattern).
 */
export function renderProtocolCase(comment: string, stdin: string, output: string): string {
  const input = splitLines(stdin).map((line) => (line === "" ? ">" : `> ${line}`));
  const expected = splitLines(output).map(toProtocolLine);
  return [`# ${comment}`, ...input, ...expected].map((line) => `${line}\n`).join("");
}
