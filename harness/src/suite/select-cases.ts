import { filterCases } from "./filter-cases.js";

/** Part K (1-based) of N of a suite, for splitting one suite across CI machines. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

export interface Selection {
  /** Globs or substrings of case names; a leading `!` excludes what it matches. */
  readonly filter?: string | readonly string[];
  readonly shard?: Shard;
}

/**
 * Keeps the cases the filter selects (none is an error), then this shard's share of them: every N-th case
 * from the K-th, so that shards get the same number of cases and similar ones spread out.
 */
export function selectCases<T extends { readonly name: string }>(
  cases: readonly T[],
  { filter, shard }: Selection,
): T[] {
  const filtered = filter === undefined ? [...cases] : filterCases(cases, filter);
  if (shard === undefined) return filtered;
  return filtered.filter((_, position) => position % shard.count === shard.index - 1);
}
