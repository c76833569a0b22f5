import { diffArrays } from "diff";
import { type ExpectedLine, matchesLine, splitLines } from "../compare/resolve-expected.js";
import type { ProtocolEntry } from "./parse-protocol.js";

/**
 * Rewrites a protocol so that its expected lines are the actual output, keeping the `> ` input
 * lines, the comments and every expected line (pattern or text) that still matches. Lines are
 * aligned by a diff: a new line goes right after the expected line it follows, which is a guess
 * where output has no expected line around it; a person checks the result before committing it.
 */
export function rewriteProtocol(entries: readonly ProtocolEntry[], actual: string): string {
  const expected = entries.flatMap((entry) => (entry.kind === "expected" ? [entry.line] : []));
  const { kept, after } = alignOutput(expected, splitLines(actual));
  const lines: string[] = [];
  let index = 0;
  for (const entry of entries) {
    if (entry.kind !== "expected") {
      lines.push(entry.source);
      continue;
    }
    if (index === 0) lines.push(...(after.get(-1) ?? []));
    if (kept.has(index)) lines.push(entry.source);
    lines.push(...(after.get(index) ?? []));
    index++;
  }
  if (expected.length === 0) lines.push(...(after.get(-1) ?? []));
  return lines.map((line) => `${line}\n`).join("");
}

interface Alignment {
  /** Indexes of expected lines that match an actual line. */
  readonly kept: Set<number>;
  /** Actual lines with no expected counterpart, by the index of the expected line they follow. */
  readonly after: Map<number, string[]>;
}

function alignOutput(expected: readonly ExpectedLine[], actual: readonly string[]): Alignment {
  const changes = diffArrays<ExpectedLine | string>([...expected], [...actual], {
    comparator: (left, right) =>
      typeof left !== "string" && typeof right === "string" && matchesLine(left, right),
  });
  const kept = new Set<number>();
  const after = new Map<number, string[]>();
  let index = 0;
  for (const change of changes) {
    if (change.added) {
      const lines = change.value.map((line) => toProtocolLine(String(line)));
      after.set(index - 1, [...(after.get(index - 1) ?? []), ...lines]);
      continue;
    }
    for (let count = 0; count < change.count; count++, index++) {
      if (!change.removed) kept.add(index);
    }
  }
  return { kept, after };
}

/**
 * An output line as a protocol line; one the parser would misread (input, a comment, a pattern, or
 * `Error,` without its space) becomes an exact `<r` pattern.
 */
export function toProtocolLine(line: string): string {
  const misread = /^(#|>|<e|<r |Error,(?! ))/.test(line) || line.includes("\r");
  if (!misread) return line;
  return `<r ${line.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replaceAll("\r", "\\r")}`;
}
