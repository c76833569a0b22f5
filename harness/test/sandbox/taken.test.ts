import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { openClaimsFolder } from "../../src/sandbox/box-uid-folder.js";
import { detectIsolation } from "../../src/sandbox/detect-isolation.js";
import { GraderError } from "../../src/sandbox/grader-error.js";
import { Taken } from "../../src/sandbox/taken.js";
import { planShell, runShell } from "../helpers/shell-runs.js";

describe("what a run's start took", () => {
  test("is given back last taken first, and one giving back that throws stops no other", () => {
    const taken = new Taken();
    const order: string[] = [];
    taken.add(() => order.push("uid"));
    taken.add(() => {
      throw new Error("lock held");
    });
    taken.add(() => order.push("folder"));
    expect(() => taken.giveBackAll()).toThrow("lock held");
    expect(order).toEqual(["folder", "uid"]);
    // Given back once: nothing is left to give back again.
    taken.giveBackAll();
    expect(order).toEqual(["folder", "uid"]);
  });

  test("is given back when a later step throws, and the step's error is the one thrown", () => {
    const taken = new Taken();
    const given: string[] = [];
    expect(() =>
      taken.orGiveBack(() => {
        taken.add(() => given.push("uid"));
        taken.add(() => {
          throw new Error("not this one");
        });
        throw new Error("copy failed");
      }),
    ).toThrow("copy failed");
    expect(given).toEqual(["uid"]);
  });

  test("is given back when a later awaited step rejects, and kept when all steps succeed", async () => {
    const taken = new Taken();
    const given: string[] = [];
    const failing = taken.orGiveBack(async () => {
      taken.add(() => given.push("cgroup"));
      await Promise.resolve();
      throw new Error("cannot join");
    });
    await expect(failing).rejects.toThrow("cannot join");
    expect(given).toEqual(["cgroup"]);
    const kept = new Taken();
    expect(kept.orGiveBack(() => kept.add(() => given.push("kept")) ?? 1)).toBe(1);
    expect(given).toEqual(["cgroup"]);
  });
});

const isolation = detectIsolation();
const modes =
  isolation.bwrapProblem === undefined ? (["strict", "basic"] as const) : (["basic"] as const);

// As root a run takes a box uid first: one this grader holds idle, or one claimed across graders
// (see box-user.ts). A start that then failed kept its uid from every later run of the grader.
describe.runIf(process.getuid?.() === 0)("as root, a run whose start fails", () => {
  const claims = () => {
    const folder = openClaimsFolder("games-grade-box-uids", "claim box users");
    return readdirSync(folder).filter((uid) =>
      existsSync(path.join(folder, uid, String(process.pid))),
    );
  };

  test.each(modes)("in %s mode, gives its box uid back at once", async (mode) => {
    const plan = planShell(mode);
    expect(await runShell(plan, "true")).toMatchObject({ exitCode: 0 });
    const held = claims();
    const gone = path.join(mkdtempSync(path.join(tmpdir(), "taken-")), "board.txt");
    const failing = { ...plan, files: [{ from: gone, to: "board.txt" }] };
    // Said as the grader's trouble, not the program's (see GraderError).
    const started = runShell(failing, "true");
    await expect(started).rejects.toBeInstanceOf(GraderError);
    // Named CliError, as the command line tells one-line errors from internal ones.
    await expect(started).rejects.toMatchObject({
      name: "CliError",
      message: `cannot copy ${gone} for a run (ENOENT): the suite changed while grading`,
    });
    // The next run gets the uid the failed one took back: no other is claimed.
    expect(await runShell(plan, "true")).toMatchObject({ exitCode: 0 });
    expect(claims()).toEqual(held);
  });
});
