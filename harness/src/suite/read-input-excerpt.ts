import { decodeBytes, encodeBytes } from "../text/byte-text.js";
import type { LoadedCase } from "./load-case.js";

const INPUT_KEPT_BYTES = 8 * 1024;

/** The start of what a case gives the program as standard input, for reports: its first 8 KiB. */
export function readInputExcerpt(loaded: LoadedCase): string {
  const bytes = typeof loaded.input === "string" ? encodeBytes(loaded.input) : loaded.input;
  return decodeBytes(bytes.subarray(0, INPUT_KEPT_BYTES));
}
