import path from "node:path";
import type { CaseResult, NotUpdatedFile } from "../result/suite-result.js";
import { decodeBytes, encodeBytes } from "../text/byte-text.js";
import type { CaseFiles } from "./find-cases.js";
import { parseProtocol } from "./parse-protocol.js";
import { readCaseFile } from "./read-case-file.js";
import { rewriteProtocol } from "./rewrite-protocol.js";
import { findWriteRefusal, writeInside } from "./write-inside.js";

/** What `blessCases` did: the files it changed, and those it would have but would not write. */
export interface BlessResult {
  readonly updated: readonly string[];
  readonly notUpdated: readonly NotUpdatedFile[];
}

/**
 * Writes the actual output as the expected output of every case whose program ran to the end but
 * whose output was not accepted (or that had no expected file yet). A file it will not write (a
 * link) is said and passed over: stopping there left the cases after it unblessed, and the files
 * already rewritten unsaid.
 */
export async function blessCases(
  dir: string,
  cases: readonly CaseFiles[],
  results: readonly CaseResult[],
): Promise<BlessResult> {
  const updated: string[] = [];
  const notUpdated: NotUpdatedFile[] = [];
  for (const [index, files] of cases.entries()) {
    const result = results[index];
    if (result === undefined || !needsBlessing(files, result)) continue;
    const file = files.expected ?? path.join(dir, `${files.name}.out`);
    const after = findBlessedText(files, file, result);
    if (after === undefined) continue;
    const reason = await findWriteRefusal(dir, file);
    if (reason !== undefined) {
      notUpdated.push({ file, reason });
      continue;
    }
    await writeInside(dir, file, encodeBytes(after));
    updated.push(file);
  }
  return { updated, notUpdated };
}

/** The expected file's new text; none when it would not change. */
function findBlessedText(files: CaseFiles, file: string, result: CaseResult): string | undefined {
  const before = files.expected === undefined ? undefined : decodeBytes(readCaseFile(file));
  const after =
    files.kind === "protocol"
      ? rewriteProtocol(parseProtocol(before ?? "", file), result.actual)
      : result.actual;
  return after === before ? undefined : after;
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
