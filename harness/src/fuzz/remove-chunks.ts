/** Whether a candidate still shows the failure; a shrinker keeps only candidates that do. */
export type Check<T> = (candidate: T) => Promise<boolean>;

/**
 * Delta debugging by removal: tries dropping each half, then each quarter, … then each single item,
 * keeping every removal after which `check` still holds, and starts over until a whole round
 * removes nothing. The result is 1-minimal: no single item can go.
 */
export async function removeChunks<T>(
  items: readonly T[],
  check: Check<readonly T[]>,
): Promise<readonly T[]> {
  let current = items;
  let changed = true;
  while (changed) {
    changed = false;
    for (let size = halve(current.length); size >= 1; size = size === 1 ? 0 : halve(size)) {
      const smaller = await removeEachChunk(current, size, check);
      changed ||= smaller.length < current.length;
      current = smaller;
    }
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
