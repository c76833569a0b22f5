import { chmod } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { describe, expect, test } from "vitest";
import { detectIsolation } from "../../src/sandbox/detect-isolation.js";
import { makeSuite } from "../helpers/suites.js";

const bin = fileURLToPath(new URL("../../bin/games-grade.js", import.meta.url));
const realBwrap = detectIsolation().bwrap;

/** A bwrap that refuses any seccomp filter, as one on a kernel without them would. */
const NO_SECCOMP = `#!/bin/sh
case "$*" in *--seccomp*) echo "bwrap: seccomp filters not supported" >&2; exit 1;; esac
exec ${realBwrap} "$@"
`;

// Every box is given a seccomp filter (it refuses the kernel's key calls): where bwrap cannot load
// one (a kernel without seccomp filters), each box failed to start, every case a grader error,
// though the probe had made a box. The probe gives the filter too, so such a machine gets basic.
describe.runIf(realBwrap !== undefined)("the isolation probe", () => {
  test("falls back to basic where bwrap cannot load the box's seccomp filter", async () => {
    const root = await makeSuite({
      "suite/a.in": "x\n",
      "suite/a.out": "x\n",
      "fake-bin/bwrap": NO_SECCOMP,
    });
    await chmod(path.join(root, "fake-bin/bwrap"), 0o755);
    const { stderr, stdout } = await execa(
      process.execPath,
      [bin, path.join(root, "suite"), "--cmd", "cat"],
      { cwd: root, reject: false, env: { PATH: `${root}/fake-bin:${process.env.PATH}` } },
    );
    expect(stderr).toContain("seccomp filters not supported");
    expect(stdout).toContain("1 case: 1 Accepted");
    expect(stdout).toContain("isolation: basic");
  }, 60_000);
});
