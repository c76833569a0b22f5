import { readFileSync } from "node:fs";

/** A file's text, or "" where it is gone or cannot be read (a process that ended, a claim let go). */
export function readTextOrEmpty(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}
