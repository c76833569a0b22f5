import { describe, expect, test } from "vitest";
import { stopAfterTimeouts } from "../../src/class/stop-after-timeouts.js";
import type { CaseReport } from "../../src/index.js";
import { makeCase } from "../helpers/sample-report.js";

const timedOut = (name: string, limit: "cpu" | "wall"): CaseReport =>
  makeCase(name, { verdict: "Time Limit Exceeded", points: 0, limit });

async function finish(max: number, results: readonly CaseReport[]) {
  const stop = stopAfterTimeouts(max, (run) => run());
  for (const result of results) await stop.limit(async () => result);
  return stop.prejudge("next");
}

describe("stopAfterTimeouts (--max-tle)", () => {
  test("stops a submission after N cases over the CPU time limit", async () => {
    expect(await finish(2, [timedOut("a", "cpu"), timedOut("b", "cpu")])).toEqual({
      verdict: "Not Run",
      message: "not run: the program exceeded the CPU time limit in 2 cases (--max-tle 2)",
    });
  });

  test("does not count the wall-clock backstop, which a busy machine can reach", async () => {
    expect(await finish(1, [timedOut("a", "wall"), timedOut("b", "wall")])).toBeUndefined();
  });

  test("does not count other verdicts, nor a build (no verdict)", async () => {
    const wrong = makeCase("a", { verdict: "Wrong Answer", points: 0 });
    const stop = stopAfterTimeouts(1, (run) => run());
    await stop.limit(async () => wrong);
    await stop.limit(async () => undefined);
    expect(stop.prejudge("next")).toBeUndefined();
  });
});
