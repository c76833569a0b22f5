import { readFile } from "node:fs/promises";
import path from "node:path";
import type { CaseResult } from "../result/suite-result.js";
import { decodeBytes, encodeBytes } from "../text/byte-text.js";
import type { CaseFiles } from "./find-cases.js";
import { parseProtocol } from "./parse-protocol.js";
import { rewriteProtocol } from "./rewrite-protocol.js";
import { writeInside } from "./write-inside.js";

/**
 * Writes the actual output as the expected output of every case whose program ran to the end but
 * whose output was not accepted (or that had no expected file yet). Returns the files it changed.
 */
export async function blessCases(
  dir: string,
  cases: readonly CaseFiles[],
  results: readonly CaseResult[],
): Promise<string[]> {
  const changed: string[] = [];
  for (const [index, files] of cases.entries()) {
    const result = results[index];
    if (result === undefined || !needsBlessing(files, result)) continue;
    const file = files.expected ?? path.join(dir, `${files.name}.out`);
    const before = files.expected === undefined ? undefined : decodeBytes(await readFile(file));
    const after =
      files.kind === "protocol"
        ? rewriteProtocol(parseProtocol(before ?? "", file), result.actual)
        : result.actual;
    if (after === before) continue;
    await writeInside(dir, file, encodeBytes(after));
    changed.push(file);
  }
  return changed;
}

/** Output of a crashed or stopped program is never blessed. */
function needsBlessing(files: CaseFiles, result: CaseResult): boolean {
  if (cannotBeProtocol(result)) return false;
  if (result.verdict === "Presentation Error" || result.verdict === "Wrong Answer") return true;
  return result.verdict === "Accepted" && files.expected === undefined;
}

/**
 * A protocol's lines each end with a newline: output that does not cannot be written as one (the
 * case, rewritten, would fail the program it was rewritten from). Left as it is, and said.
 */
export function cannotBeProtocol(result: Pick<CaseResult, "kind" | "actual">): boolean {
  return result.kind === "protocol" && result.actual !== "" && !result.actual.endsWith("\n");
}
