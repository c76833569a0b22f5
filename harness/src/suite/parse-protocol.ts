import { CliError } from "@games/cli-kit";
import { compileLinePattern } from "../compare/line-pattern.js";
import { ERROR_PREFIX, type ExpectedLine } from "../compare/resolve-expected.js";

/** One line of a `.protocol` file. */
export type ProtocolEntry =
  | { readonly kind: "input"; readonly source: string; readonly text: string }
  | { readonly kind: "comment"; readonly source: string }
  | { readonly kind: "expected"; readonly source: string; readonly line: ExpectedLine };

/**
 * Parses a protocol in the style of KIT's Artemis tests: `> ` lines are input, `#` lines comments,
 * every other line an expected output line. `Error, ...` (any line starting `Error,`) and `<e`
 * match any line starting `Error, `; `<r REGEX` matches a whole line by regular expression.
 */
export function parseProtocol(text: string, file: string): ProtocolEntry[] {
  const lines = text.split("\n").map((line) => line.replace(/\r$/, ""));
  if (lines.at(-1) === "") lines.pop();
  return lines.map((source, index) => parseEntry(source, `${file}:${index + 1}`));
}

function parseEntry(source: string, where: string): ProtocolEntry {
  if (source === ">" || source.startsWith("> ")) {
    return { kind: "input", source, text: source.slice(2) };
  }
  if (source.startsWith("#")) return { kind: "comment", source };
  return { kind: "expected", source, line: parseExpectedLine(source, where) };
}

export function parseExpectedLine(source: string, where: string): ExpectedLine {
  if (source === "<e" || source.startsWith(ERROR_PREFIX.trimEnd())) {
    return { kind: "error", text: source };
  }
  if (source.startsWith("<r ")) {
    try {
      return { kind: "regex", text: source, pattern: compileLinePattern(source.slice(3)) };
    } catch (error) {
      throw new CliError(`${where}: invalid regular expression: ${(error as Error).message}`);
    }
  }
  return { kind: "text", text: source };
}

/** Standard input of a protocol: its `> ` lines, each ended by a newline. */
export function readProtocolInput(entries: readonly ProtocolEntry[]): string {
  return entries.map((entry) => (entry.kind === "input" ? `${entry.text}\n` : "")).join("");
}

export function readProtocolExpected(entries: readonly ProtocolEntry[]): ExpectedLine[] {
  return entries.flatMap((entry) => (entry.kind === "expected" ? [entry.line] : []));
}
