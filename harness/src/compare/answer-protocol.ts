import type { InputAnswers } from "@games/cli-kit";
import type { ProtocolEntry } from "../suite/parse-protocol.js";
import { splitLines } from "./resolve-expected.js";

/**
 * A protocol's own answers: the expected lines after each `> ` line answer it, those before the
 * first are the greeting. `expected` is the protocol's expected output as compared (one line per
 * expected entry, patterns replaced by the lines they matched).
 */
export function answerProtocol(
  entries: readonly ProtocolEntry[],
  expected: string,
): { readonly lines: string[]; readonly answers: InputAnswers } {
  const expectedLines = splitLines(expected);
  const lines: string[] = [];
  const answers: string[] = [];
  let before = "";
  let at = 0;
  for (const entry of entries) {
    if (entry.kind === "input") {
      lines.push(entry.text);
      answers.push("");
    } else if (entry.kind === "expected") {
      const line = `${expectedLines[at++] ?? ""}\n`;
      if (answers.length === 0) before += line;
      else answers[answers.length - 1] += line;
    }
  }
  return { lines, answers: { before, answers, after: "" } };
}
