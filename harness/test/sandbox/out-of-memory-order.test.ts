import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { planShell, runShell } from "../helpers/shell-runs.js";

// Without a writable cgroup (a Docker container's), nothing limits a basic run's memory: a program
// that takes it all meets the machine's out-of-memory killer, which must end it, not the grader.
describe.runIf(process.platform === "linux")("a basic run and the out-of-memory killer", () => {
  test("its program, and what it starts, are the first to be ended (oom_score_adj 1000)", async () => {
    const plan = planShell("basic");
    const outcome = await runShell(
      plan,
      "cat /proc/self/oom_score_adj; sh -c 'cat /proc/self/oom_score_adj'",
    );
    expect(outcome.output).toBe("1000\n1000\n");
    // The grader keeps its own.
    expect(readFileSync("/proc/self/oom_score_adj", "utf8")).not.toBe("1000\n");
  });
});
