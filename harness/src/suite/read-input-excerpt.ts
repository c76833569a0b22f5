import type { LoadedCase } from "./load-case.js";

const INPUT_KEPT_BYTES = 8 * 1024;

/** The start of what a case gives the program as standard input, for reports: its first 8 KiB. */
export function readInputExcerpt(loaded: LoadedCase): string {
  return Buffer.from(loaded.input).subarray(0, INPUT_KEPT_BYTES).toString("utf8");
}
