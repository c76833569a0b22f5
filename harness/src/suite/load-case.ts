import type { ExpectedLine } from "../compare/resolve-expected.js";
import { decodeBytes, encodeBytes } from "../text/byte-text.js";
import type { CaseFiles } from "./find-cases.js";
import {
  type ProtocolEntry,
  parseProtocol,
  readProtocolExpected,
  readProtocolInput,
} from "./parse-protocol.js";
import { readArgsFile } from "./read-args-file.js";
import { readCaseFile } from "./read-case-file.js";

/** A case read into memory, ready to run: what a program does later cannot change it. */
export type LoadedCase =
  | {
      readonly kind: "io";
      /** The input file's bytes, the program's standard input; none: empty input. */
      readonly input: Buffer | "";
      readonly args: string[];
      readonly expected: string;
    }
  | {
      readonly kind: "protocol";
      /** The `> ` lines' bytes, as written in the file (bytes that are not UTF-8 included). */
      readonly input: Buffer;
      readonly args: string[];
      readonly expected: readonly ExpectedLine[];
      /** The protocol's lines, which say what answers which input line. */
      readonly entries: readonly ProtocolEntry[];
    };

/**
 * Reads a case's files, before any program runs. Synchronously on purpose: they are small, and the promise-based reads cost
 * more than the program run of a trivial case (see bench/harness.mjs).
 */
export function loadCase(files: CaseFiles): LoadedCase {
  const args = readArgsFile(files.args);
  const expected = readOptional(files.expected);
  if (files.kind === "io") {
    return {
      kind: "io",
      input: files.input === undefined ? "" : readCaseFile(files.input),
      args,
      expected,
    };
  }
  const entries = parseProtocol(expected, files.expected ?? files.name);
  return {
    kind: "protocol",
    input: encodeBytes(readProtocolInput(entries)),
    args,
    expected: readProtocolExpected(entries),
    entries,
  };
}

/** A case file's text, bytes that are not UTF-8 kept distinct, as the program's output is read. */
function readOptional(file: string | undefined): string {
  return file === undefined ? "" : decodeBytes(readCaseFile(file));
}
