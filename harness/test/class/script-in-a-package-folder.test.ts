import { describe, expect, test } from "vitest";
import { runCli } from "../../src/cli/run-cli.js";
import { makeEchoClass } from "../helpers/echo-class.js";
import { makeIo } from "../helpers/memory-io.js";

// class.md's `games-grade class submissions/ --suite cases/ --cmd "python3 main.py"`, run from a
// folder whose package.json names a package (a course's repository, this one), writes to the
// default --out, `grades/` there. The script the command names (`main.mjs` here) is the student's,
// in grades/.work/NAME/files: the student's folder is the program's, shown to it. Before, as with
// no --cwd, it was shown only when the command named no file, and the script's package (the course's
// folder, whose grades/ is hidden) was shown instead: every case a Runtime Error, "cannot find
// main.py" (with --out outside that folder, the script's own folder was shown, and it passed).
describe("a class graded into an --out inside a package's folder", () => {
  test.each([["strict"], ["basic"]])(
    "runs each student's script from their own folder (--sandbox %s)",
    async (mode) => {
      const { classArgs } = await makeEchoClass(["ana", "bo"], {
        "package.json": '{ "name": "course" }\n',
      });
      const io = makeIo([...classArgs("grades"), "--sandbox", mode]);
      expect(await runCli(io, { NO_COLOR: "1" })).toBe(0);
      expect(io.text()).toMatch(/✓ ana +1\/1\n/);
      expect(io.text()).toMatch(/✓ bo +1\/1\n/);
    },
    120_000,
  );
});
