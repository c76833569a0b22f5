/**
 * Runs `work` over `items` with at most `jobs` at a time and hands each result to `deliver` in
 * item order, as soon as it and every result before it are ready. After a failure no new item
 * starts; the running ones finish, then the first failure is thrown.
 */
export async function runInOrder<T, R>(
  items: readonly T[],
  jobs: number,
  work: (item: T, index: number) => Promise<R>,
  deliver: (result: R, index: number) => void,
): Promise<R[]> {
  const results: R[] = [];
  const ready: boolean[] = [];
  let nextToStart = 0;
  let nextToDeliver = 0;
  let failed = false;

  const worker = async (): Promise<void> => {
    while (!failed && nextToStart < items.length) {
      const index = nextToStart++;
      try {
        results[index] = await work(items[index] as T, index);
      } catch (error) {
        failed = true;
        throw error;
      }
      ready[index] = true;
      while (ready[nextToDeliver]) {
        deliver(results[nextToDeliver] as R, nextToDeliver);
        nextToDeliver++;
      }
    }
  };

  const workers = Array.from({ length: Math.max(1, Math.min(jobs, items.length)) }, worker);
  const settled = await Promise.allSettled(workers);
  const failure = settled.find((outcome) => outcome.status === "rejected");
  if (failure !== undefined) throw failure.reason;
  return results;
}
