/** Whether a candidate still shows the failure; a shrinker keeps only candidates that do. */
export type Check<T> = (candidate: T) => Promise<boolean>;

/**
 * One round of delta debugging by removal: tries dropping each half, then each quarter, … then each
 * single item, keeping every removal after which `check` still holds. A removal can make another
 * possible that was tried before it, so callers repeat rounds until one removes nothing.
 */
export async function removeChunks<T>(
  items: readonly T[],
  check: Check<readonly T[]>,
): Promise<readonly T[]> {
  let current = items;
  for (let size = halve(current.length); size >= 1; size = size === 1 ? 0 : halve(size)) {
    current = await removeEachChunk(current, size, check);
  }
  return current;
}

async function removeEachChunk<T>(
  items: readonly T[],
  size: number,
  check: Check<readonly T[]>,
): Promise<readonly T[]> {
  let current = items;
  let start = 0;
  while (start < current.length) {
    const candidate = [...current.slice(0, start), ...current.slice(start + size)];
    if (await check(candidate)) current = candidate;
    else start += size;
  }
  return current;
}

function halve(count: number): number {
  return Math.ceil(count / 2);
}
