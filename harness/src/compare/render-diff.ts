import { structuredPatch } from "diff";

const CONTEXT_LINES = 3;
// Past this a diff of two very different outputs is slow to compute and useless to read.
const DIFF_TIMEOUT_MS = 500;

/**
 * A unified diff of expected against actual with whitespace made visible: tabs `→`, carriage
 * returns `␍`, trailing spaces `·`; jsdiff marks a missing final newline itself.
 */
export function renderDiff(expected: string, actual: string): string {
  const patch = structuredPatch("expected", "actual", expected, actual, undefined, undefined, {
    context: CONTEXT_LINES,
    timeout: DIFF_TIMEOUT_MS,
  });
  if (patch === undefined) return "(the outputs differ too much to show a diff)";
  const lines = ["--- expected", "+++ actual"];
  for (const hunk of patch.hunks) {
    lines.push(`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`);
    for (const line of hunk.lines) lines.push(showWhitespace(line));
  }
  return lines.join("\n");
}

/** Makes whitespace visible in one diff line, leaving its `+`/`-`/` `/`\` marker alone. */
export function showWhitespace(line: string): string {
  if (line.startsWith("\\")) return line;
  const body = line.slice(1).replaceAll("\t", "→").replaceAll("\r", "␍");
  return line.charAt(0) + body.replace(/ +(?=␍?$)/, (spaces) => "·".repeat(spaces.length));
}
