/** One expected output line of a protocol case. */
export type ExpectedLine =
  | { readonly kind: "text"; readonly text: string }
  /** Matches any line that starts with `Error, ` (written `Error, ...` or `<e`). */
  | { readonly kind: "error"; readonly text: string }
  /** Matches a whole line by regular expression (written `<r REGEX`). */
  | { readonly kind: "regex"; readonly text: string; readonly pattern: RegExp };

export const ERROR_PREFIX = "Error, ";

/**
 * The expected text to compare against `actual`: literal lines as written, and each pattern line
 * replaced by the actual line at the same position when it matches (else left as written, so the
 * diff shows the pattern). Every line ends with a newline.
 */
export function resolveExpected(lines: readonly ExpectedLine[], actual: string): string {
  const actualLines = splitLines(actual);
  return lines
    .map((line, index) => {
      const candidate = actualLines[index];
      return candidate !== undefined && matchesLine(line, candidate) ? candidate : line.text;
    })
    .map((line) => `${line}\n`)
    .join("");
}

export function matchesLine(expected: ExpectedLine, actual: string): boolean {
  switch (expected.kind) {
    case "text":
      return expected.text === actual;
    case "error":
      return actual.startsWith(ERROR_PREFIX);
    case "regex":
      return expected.pattern.test(actual);
  }
}

/** Lines without their `\n`; a final line without a newline still counts. */
export function splitLines(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n");
  if (text.endsWith("\n")) lines.pop();
  return lines;
}
