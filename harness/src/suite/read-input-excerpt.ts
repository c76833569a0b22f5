import { closeSync, openSync, readSync } from "node:fs";
import type { LoadedCase } from "./load-case.js";

const INPUT_KEPT_BYTES = 8 * 1024;

/** The start of what a case gives the program as standard input, for reports: its first 8 KiB. */
export function readInputExcerpt(loaded: LoadedCase): string {
  if (typeof loaded.input === "string") {
    return Buffer.from(loaded.input).subarray(0, INPUT_KEPT_BYTES).toString("utf8");
  }
  const buffer = Buffer.alloc(INPUT_KEPT_BYTES);
  const fd = openSync(loaded.input.file, "r");
  try {
    return buffer.subarray(0, readSync(fd, buffer, 0, INPUT_KEPT_BYTES, 0)).toString("utf8");
  } finally {
    closeSync(fd);
  }
}
