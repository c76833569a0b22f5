import { statSync } from "node:fs";
import { getHeapStatistics } from "node:v8";
import { CliError } from "@games/cli-kit";
import { formatSize } from "../text/format-size.js";
import type { CaseFiles } from "./find-cases.js";
import { type LoadedCase, loadCase } from "./load-case.js";

/**
 * Reads every case (see `loadCase`), each with its files, refusing in one line a suite whose expected outputs would take
 * more than half the JavaScript heap, shared by the `copies` gradings that hold it at once (a class
 * grades several students): past the heap, V8 aborted with its own stack trace before any case ran.
 * Stops as soon as the cases read so far pass that share, so the refusal itself fits.
 */
export function loadCases(
  cases: readonly CaseFiles[],
  copies = 1,
  heapBytes = getHeapStatistics().heap_size_limit,
): { readonly files: CaseFiles; readonly loaded: LoadedCase }[] {
  const share = heapBytes / 2 / copies;
  let held = 0;
  return cases.map((files) => {
    const loaded = loadCase(files);
    held += measureHeld(loaded, files);
    if (held > share) throw refusal(copies, heapBytes);
    return { files, loaded };
  });
}

/**
 * About what a loaded case holds: its expected text at one byte a character, two where it has one
 * past U+00FF; a protocol three times its file (its lines, its entries, its expected lines).
 */
function measureHeld(loaded: LoadedCase, files: CaseFiles): number {
  if (loaded.kind === "protocol") return 3 * 2 * sizeOf(files.expected);
  return loaded.expected.length * (/[\u0100-\uffff]/.test(loaded.expected) ? 2 : 1);
}

function sizeOf(file: string | undefined): number {
  return file === undefined ? 0 : statSync(file).size;
}

function refusal(copies: number, heapBytes: number): CliError {
  const shared = copies === 1 ? "" : `, shared by the ${copies} students graded at once`;
  return new CliError(
    `the cases' expected outputs take more memory than the grader holds for them (half of its ${formatSize(heapBytes)} for JavaScript${shared}): grade them in parts (--filter, --shard K/N), or give Node more (NODE_OPTIONS=--max-old-space-size=MiB)`,
  );
}
