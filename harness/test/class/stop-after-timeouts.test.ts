import { describe, expect, test } from "vitest";
import { stopAfterTimeouts } from "../../src/class/stop-after-timeouts.js";
import type { CaseReport } from "../../src/index.js";
import { makeCase } from "../helpers/sample-report.js";

const timedOut = (
  name: string,
  limit: "cpu" | "wall",
  more: Partial<CaseReport> = {},
): CaseReport => makeCase(name, { verdict: "Time Limit Exceeded", points: 0, limit, ...more });

/** Stopped at a 15 s wall limit stretched by `waitMs`, having computed `cpuMs`. */
const atWall = (name: string, cpuMs: number, waitMs: number): CaseReport =>
  timedOut(name, "wall", { durationMs: 15_000 + waitMs, cpuMs, waitMs });

async function finish(max: number, results: readonly CaseReport[]) {
  const stop = stopAfterTimeouts(max, (run) => run());
  for (const result of results) await stop.limit(async () => result);
  return stop.prejudge("next");
}

describe("stopAfterTimeouts (--max-tle)", () => {
  test("stops a submission after N cases over the CPU time limit", async () => {
    expect(await finish(2, [timedOut("a", "cpu"), timedOut("b", "cpu")])).toEqual({
      verdict: "Not Run",
      message: "not run: the program exceeded a time limit in 2 cases (--max-tle 2)",
    });
  });

  test("counts the wall limit of a program that slept or hung more than it waited for a processor", async () => {
    const slept = atWall("a", 40, 200);
    expect(await finish(1, [slept])).toMatchObject({ verdict: "Not Run" });
  });

  test("does not count the wall limit of a program a busy machine kept waiting", async () => {
    // It computed 1 s, waited 45 s for a processor (the stretch's most, 3 times the limit), slept 14 s.
    const starved = atWall("a", 1000, 45_000);
    expect(await finish(1, [starved, starved])).toBeUndefined();
  });

  test("counts the wall limit where waits are not measured (the time limit is wall-clock time)", async () => {
    expect(await finish(1, [timedOut("a", "wall")])).toMatchObject({ verdict: "Not Run" });
  });

  test("does not count other verdicts, nor a build (no verdict)", async () => {
    const wrong = makeCase("a", { verdict: "Wrong Answer", points: 0 });
    const stop = stopAfterTimeouts(1, (run) => run());
    await stop.limit(async () => wrong);
    await stop.limit(async () => undefined);
    expect(stop.prejudge("next")).toBeUndefined();
  });
});
