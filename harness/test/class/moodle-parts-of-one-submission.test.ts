import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { runCli } from "../../src/cli/run-cli.js";
import { makeEchoClass } from "../helpers/echo-class.js";
import { makeIo } from "../helpers/memory-io.js";

// Moodle downloads each plugin's part of a submission as an entry of its own: a student who sent
// files and online text was two rows of the scoreboard, 1/1 and a Runtime Error of 0/1, both
// `Ana Silva,123`: a gradebook importing by id could keep the 0.
describe("a Moodle student with files and online text", () => {
  test("is one student, graded on the files, the online text skipped and said", async () => {
    const { root, classArgs } = await makeEchoClass([], {
      "subs/Ana Silva_123_assignsubmission_file_/main.mjs": "process.stdin.pipe(process.stdout);",
      "subs/Ana Silva_123_assignsubmission_onlinetext_/onlinetext.html": "<p>hi</p>\n",
      "subs/Bo Lee_456_assignsubmission_onlinetext_/onlinetext.html": "<p>no files</p>\n",
    });
    const io = makeIo(classArgs("out"));
    await runCli(io, { NO_COLOR: "1" });
    expect(io.text()).toMatch(/✓ Ana Silva_123_assignsubmission_file_ +1\/1\n/);
    expect(io.errorText()).toContain(
      "games-grade: skipped Ana Silva_123_assignsubmission_onlinetext_: the same Moodle student as Ana Silva_123_assignsubmission_file_, which is graded\n",
    );
    const rows = (await readFile(path.join(root, "out/scoreboard.csv"), "utf8")).trim().split("\n");
    expect(rows.filter((row) => row.includes("123"))).toHaveLength(1);
    // Online text alone is still the student's submission: a row, not a student left out.
    expect(rows.filter((row) => row.includes("456"))).toHaveLength(1);
  }, 60_000);
});
