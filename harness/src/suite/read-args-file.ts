import { CliError } from "@games/cli-kit";
import { decodeBytes } from "../text/byte-text.js";
import { readCaseFile } from "./read-case-file.js";

/**
 * A case's `NAME.args`, its program's arguments. An argument ends at a NUL byte, so a file with one
 * cannot be given as it is (it was an internal error, `must be a string without null bytes`).
 */
export function readArgsFile(file: string | undefined): string[] {
  if (file === undefined) return [];
  const bytes = readCaseFile(file);
  if (bytes.includes(0)) {
    throw new CliError(`case file ${file} holds a NUL byte, which no argument can`);
  }
  return splitArgs(decodeBytes(bytes));
}

/** An `.args` file holds one line of arguments separated by spaces (Mooshak's convention). */
export function splitArgs(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== "");
}
