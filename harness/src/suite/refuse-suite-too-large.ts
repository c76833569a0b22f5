import { statSync } from "node:fs";
import { getHeapStatistics } from "node:v8";
import { CliError } from "@games/cli-kit";
import { formatSize } from "../text/format-size.js";
import type { CaseFiles } from "./find-cases.js";

/**
 * Every selected case's expected output is read into memory before any program runs (so that a
 * program cannot change it), as text: up to two bytes a character, and a protocol parsed besides.
 * A suite whose expected outputs hold more than a quarter of the heap is refused in one line: past
 * the heap, V8 aborted with its own stack trace before any case ran.
 */
export function refuseSuiteTooLarge(
  cases: readonly CaseFiles[],
  heapBytes = getHeapStatistics().heap_size_limit,
): void {
  let total = 0;
  for (const files of cases) total += sizeOf(files.expected);
  if (total <= heapBytes / 4) return;
  throw new CliError(
    `the cases' expected outputs hold ${formatSize(total)}, more than the grader holds at once (a quarter of its ${formatSize(heapBytes)} of memory for JavaScript): grade them in parts (--filter, --shard K/N), or give Node more (NODE_OPTIONS=--max-old-space-size=MiB)`,
  );
}

function sizeOf(file: string | undefined): number {
  if (file === undefined) return 0;
  try {
    return statSync(file).size;
  } catch {
    return 0; // reading it says what is wrong with it
  }
}
