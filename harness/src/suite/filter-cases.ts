import { CliError } from "@games/cli-kit";
import { findGlobError, matchesName } from "./glob.js";

/**
 * Keeps the cases `--filter` selects: those matching any pattern (every case when all patterns are
 * exclusions), less those matching an exclusion (`!pattern`). A filter that selects nothing is a
 * mistake (a typo, a renamed case), never an empty run that passes: it throws.
 */
export function filterCases<T extends { readonly name: string }>(
  cases: readonly T[],
  filter: string | readonly string[],
): T[] {
  const patterns = typeof filter === "string" ? [filter] : filter;
  for (const pattern of patterns) {
    const error = findGlobError(pattern.replace(/^!/, ""));
    if (error !== undefined) throw new CliError(`--filter "${pattern}" is not a glob: ${error}`);
  }
  const excluded = patterns.filter((pattern) => pattern.startsWith("!")).map((p) => p.slice(1));
  const included = patterns.filter((pattern) => !pattern.startsWith("!"));
  const kept = cases.filter(
    (item) =>
      (included.length === 0 || included.some((pattern) => matchesName(pattern, item.name))) &&
      !excluded.some((pattern) => matchesName(pattern, item.name)),
  );
  if (kept.length > 0) return kept;
  const shown = patterns.map((pattern) => `"${pattern}"`).join(", ");
  const total = `${cases.length} ${cases.length === 1 ? "case" : "cases"}`;
  throw new CliError(`--filter ${shown} selects none of the ${total}`);
}
