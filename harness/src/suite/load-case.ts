import { readFile } from "node:fs/promises";
import type { ExpectedLine } from "../compare/resolve-expected.js";
import type { CaseFiles } from "./find-cases.js";
import { parseProtocol, readProtocolExpected, readProtocolInput } from "./parse-protocol.js";

/** A case read into memory, ready to run. */
export type LoadedCase =
  | {
      readonly kind: "io";
      readonly input: string;
      readonly args: string[];
      readonly expected: string;
    }
  | {
      readonly kind: "protocol";
      readonly input: string;
      readonly args: string[];
      readonly expected: readonly ExpectedLine[];
    };

export async function loadCase(files: CaseFiles): Promise<LoadedCase> {
  const [input, args, expected] = await Promise.all([
    readOptional(files.input),
    readOptional(files.args),
    readOptional(files.expected),
  ]);
  const programArgs = splitArgs(args);
  if (files.kind === "io") return { kind: "io", input, args: programArgs, expected };
  const entries = parseProtocol(expected, files.expected ?? files.name);
  return {
    kind: "protocol",
    input: readProtocolInput(entries),
    args: programArgs,
    expected: readProtocolExpected(entries),
  };
}

/** An `.args` file holds one line of arguments separated by spaces (Mooshak's convention). */
export function splitArgs(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== "");
}

function readOptional(file: string | undefined): Promise<string> {
  return file === undefined ? Promise.resolve("") : readFile(file, "utf8");
}
