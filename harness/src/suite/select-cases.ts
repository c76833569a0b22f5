import { matchesName } from "./glob.js";

/** Part K (1-based) of N of a suite, for splitting one suite across CI machines. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

export interface Selection {
  readonly filter?: string;
  readonly shard?: Shard;
}

/**
 * Keeps the cases whose name matches the filter, then this shard's share of them: every N-th case
 * from the K-th, so that shards get the same number of cases and similar ones spread out.
 */
export function selectCases<T extends { readonly name: string }>(
  cases: readonly T[],
  { filter, shard }: Selection,
): T[] {
  const filtered =
    filter === undefined ? [...cases] : cases.filter((item) => matchesName(filter, item.name));
  if (shard === undefined) return filtered;
  return filtered.filter((_, position) => position % shard.count === shard.index - 1);
}
