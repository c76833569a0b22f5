/**
 * What a run's start has taken so far (a box uid, a cgroup, a folder, held permissions), each with
 * its giving back: when a later step throws, what was taken is given back at once, last first,
 * rather than held until the grader exits.
 */
export class Taken {
  private readonly givingBack: (() => void)[] = [];

  /** Records the giving back of what was just taken. */
  add(giveBack: () => void): void {
    this.givingBack.push(giveBack);
  }

  /** Runs `steps`; if they throw (or the promise they return rejects), gives all back and rethrows. */
  orGiveBack<T>(steps: () => T): T {
    const failed = (error: unknown): never => {
      this.giveBackAll(false);
      throw error;
    };
    try {
      const result = steps();
      return result instanceof Promise ? (result.catch(failed) as T) : result;
    } catch (error) {
      return failed(error);
    }
  }

  /**
   * Gives everything back, last taken first, each whatever the others do; then throws the first
   * error met, when `report` (a start that failed already has its own error to throw).
   */
  giveBackAll(report = true): void {
    const errors: unknown[] = [];
    for (const giveBack of this.givingBack.splice(0).reverse()) {
      try {
        giveBack();
      } catch (error) {
        errors.push(error);
      }
    }
    if (report && errors.length > 0) throw errors[0];
  }
}
