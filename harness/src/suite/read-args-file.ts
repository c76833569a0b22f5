import { isUtf8 } from "node:buffer";
import { CliError } from "@games/cli-kit";
import { matchTokens } from "../text/ascii-whitespace.js";
import { readCaseFile } from "./read-case-file.js";

/**
 * A case's `NAME.args`, its program's arguments. An argument ends at a NUL byte, so a file with one
 * cannot be given as it is (it was an internal error, `must be a string without null bytes`). Nor
 * can bytes that are not UTF-8: Node passes a program's arguments as texts, encoded in UTF-8, so
 * each such byte reached the program as U+FFFD (EF BF BD), other bytes than the file's.
 */
export function readArgsFile(file: string | undefined): string[] {
  if (file === undefined) return [];
  const bytes = readCaseFile(file);
  if (bytes.includes(0)) {
    throw new CliError(`case file ${file} holds a NUL byte, which no argument can`);
  }
  if (!isUtf8(bytes)) {
    throw new CliError(
      `case file ${file} is not UTF-8: arguments are given to the program as UTF-8 text`,
    );
  }
  return splitArgs(bytes.toString());
}

/**
 * An `.args` file holds one line of arguments separated by blanks (Mooshak's convention): ASCII's,
 * as the comparisons' (`10\u00a0€` is one argument). A byte order mark a Windows editor put first
 * is no argument's.
 */
export function splitArgs(text: string): string[] {
  return matchTokens(text.replace(/^\ufeff/, "")).map((word) => word[0]);
}
