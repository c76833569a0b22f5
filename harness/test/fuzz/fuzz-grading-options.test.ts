import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { detectIsolation } from "../../src/sandbox/detect-isolation.js";
import { makeSuite } from "../helpers/suites.js";
import { findBuiltGame, fuzz, UNBOXED } from "./run-fuzz.js";

// One input, and no shrinking: each test needs the first difference only.
const ONE_RUN = ["--game", "goose", "--runs", "1", "--max-size", "3", "--shrink-limit", "0"];

beforeAll(() => {
  findBuiltGame("goose");
});

describe("fuzz takes grading's --wall-limit and --visible", () => {
  test("--wall-limit ends a candidate that sleeps: Time Limit Exceeded at that wall limit", async () => {
    const out = await makeSuite({});
    const { status, text } = await fuzz([
      ...ONE_RUN,
      ...UNBOXED,
      ...["--cmd", "sh -c 'sleep 30'", "--wall-limit", "1", "--out", out],
    ]);
    expect(status).toBe(1);
    // The default for fuzz's 5 s of CPU time would be 15 s.
    expect(text).toContain(
      "Time Limit Exceeded: still running after 1 s of wall-clock time (the wall limit;",
    );
    expect(text).toMatch(/\ngrade it: games-grade .* --wall-limit 1 --sandbox none\n$/);
  }, 60_000);

  test.runIf(detectIsolation().bwrapProblem === undefined || process.env.CI)(
    "--visible shows the candidate a folder its strict box hides otherwise",
    async () => {
      const shown = await makeSuite({ "shown.txt": "read through --visible\n" });
      const out = await makeSuite({});
      // Through sh, so that the command names no path the box would show by itself.
      const command = ["--cmd", `sh -c 'cat ${path.join(shown, "shown.txt")}'`, "--out", out];
      const hidden = await fuzz([...ONE_RUN, ...command]);
      expect(hidden.text).toContain("Runtime Error: exit code 1");
      const visible = await fuzz([...ONE_RUN, ...command, "--visible", shown]);
      expect(visible.text).toContain("Wrong Answer");
      expect(visible.text).toContain("+read through --visible\n");
      // Graded without it, the case would be a Runtime Error, not the Wrong Answer fuzz found.
      expect(visible.text).toMatch(new RegExp(`\ngrade it: games-grade .* --visible ${shown}\n$`));
    },
    60_000,
  );

  test("a --visible path that does not exist is one line naming it (exit 2)", async () => {
    const missing = path.join(await makeSuite({}), "no-such-folder");
    const run = fuzz([...ONE_RUN, ...UNBOXED, "--cmd", "true", "--visible", missing]);
    await expect(run).rejects.toMatchObject({
      exitCode: 2,
      message: `--visible ${missing}: no such file or folder`,
    });
  }, 60_000);
});
