import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { watchTime } from "../../src/run/watch-time.js";

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "performance"],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("watchTime", () => {
  test("stops a program when its CPU time reaches the time limit", () => {
    let cpuMs = 0;
    const stop = vi.fn();
    const watch = watchTime({ timeLimitMs: 1000, readCpuMs: () => cpuMs }, stop);
    cpuMs = 990;
    vi.advanceTimersByTime(50);
    expect(stop).not.toHaveBeenCalled();
    cpuMs = 1010;
    vi.advanceTimersByTime(50);
    expect(stop).toHaveBeenCalledWith("cpu");
    expect(watch.lastCpuMs()).toBe(1010);
    watch.end();
  });

  test("gives a program that uses little CPU time until the wall limit", () => {
    const stop = vi.fn();
    const watch = watchTime({ timeLimitMs: 1000, wallLimitMs: 4000, readCpuMs: () => 5 }, stop);
    vi.advanceTimersByTime(3999);
    expect(stop).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(stop).toHaveBeenCalledWith("wall");
    watch.end();
  });

  test("holds a wall limit longer than Node's longest timer (about 24.8 days) to its end", () => {
    const day = 24 * 60 * 60 * 1000;
    const stop = vi.fn();
    // No CPU time read: the limit is wall-clock time (and no 50 ms poll for a month of fake time).
    const watch = watchTime({ timeLimitMs: 30 * day }, stop);
    vi.advanceTimersByTime(29 * day);
    expect(stop).not.toHaveBeenCalled();
    vi.advanceTimersByTime(day);
    expect(stop).toHaveBeenCalledWith("wall");
    watch.end();
  });

  test("keeps the last CPU time read once the program is gone", () => {
    const readings = [200, null];
    const watch = watchTime(
      { timeLimitMs: 1000, readCpuMs: () => readings.shift() ?? null },
      vi.fn(),
    );
    vi.advanceTimersByTime(100);
    expect(watch.lastCpuMs()).toBe(200);
    watch.end();
  });

  test("does not count the time a busy machine kept the program waiting for a processor", () => {
    const stop = vi.fn();
    let waitedMs = 0;
    const watch = watchTime(
      { timeLimitMs: 1000, wallLimitMs: 4000, readCpuMs: () => 5, readWaitMs: () => waitedMs },
      stop,
    );
    waitedMs = 3000;
    vi.advanceTimersByTime(4000);
    expect(stop).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2999);
    expect(stop).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(stop).toHaveBeenCalledWith("wall");
    expect(watch.wallWaitMs()).toBe(3000);
    watch.end();
  });

  test("tells no waits where the wall limit stopped nothing, or waits are not measured", () => {
    const computing = watchTime(
      { timeLimitMs: 1000, readCpuMs: () => 2000, readWaitMs: () => 9 },
      vi.fn(),
    );
    vi.advanceTimersByTime(50);
    expect(computing.wallWaitMs()).toBeNull();
    computing.end();
    const unmeasured = watchTime(
      { timeLimitMs: 1000, wallLimitMs: 4000, readCpuMs: () => 5 },
      vi.fn(),
    );
    vi.advanceTimersByTime(4000);
    expect(unmeasured.wallWaitMs()).toBeNull();
    unmeasured.end();
  });

  test("stretches the wall limit to four times itself at most", () => {
    const stop = vi.fn();
    const watch = watchTime(
      { timeLimitMs: 1000, wallLimitMs: 4000, readCpuMs: () => 5, readWaitMs: () => 1e9 },
      stop,
    );
    vi.advanceTimersByTime(15_999);
    expect(stop).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(stop).toHaveBeenCalledWith("wall");
    expect(watch.wallWaitMs()).toBe(12_000);
    watch.end();
  });

  test("where CPU time is not measured, the time limit is wall-clock time", () => {
    const stop = vi.fn();
    const watch = watchTime({ timeLimitMs: 1000, wallLimitMs: 4000 }, stop);
    vi.advanceTimersByTime(1000);
    expect(stop).toHaveBeenCalledWith("wall");
    expect(watch.lastCpuMs()).toBeNull();
    watch.end();
  });

  test("stops nothing once ended", () => {
    const stop = vi.fn();
    watchTime({ timeLimitMs: 1000, readCpuMs: () => 5000 }, stop).end();
    vi.advanceTimersByTime(60_000);
    expect(stop).not.toHaveBeenCalled();
  });
});
