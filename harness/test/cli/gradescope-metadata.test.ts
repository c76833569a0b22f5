import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { describe, expect, test } from "vitest";
import { detectIsolation } from "../../src/sandbox/detect-isolation.js";
import { makeSuite } from "../helpers/suites.js";

const bin = fileURLToPath(new URL("../../bin/games-grade.js", import.meta.url));
const isRoot = process.getuid?.() === 0;
const canBox = detectIsolation().bwrapProblem === undefined;
// Basic mode keeps a program out of a file only as root (a box user of its own).
const modes = [...(canBox ? ["strict"] : []), ...(isRoot ? ["basic"] : [])];

// Gradescope keeps the student's earlier results.json in submission_metadata.json, beside the
// results/ folder: their diffs show the expected output of every case, the hidden ones too.
describe.runIf(modes.length > 0)("Gradescope's submission_metadata.json", () => {
  test.for(modes)("is closed to a program graded in %s mode for Gradescope", async (mode) => {
    const root = await makeSuite({
      "source/cases/a.in": "",
      "source/cases/a.out": "closed\n",
      "submission/read.sh": 'cat "$META" 2>/dev/null || echo closed\n',
    });
    const metadata = path.join(root, "submission_metadata.json");
    await writeFile(metadata, '{"previous_submissions": "the expected output"}\n');
    const results = path.join(root, "results", "results.json");
    const graded = await execa(
      process.execPath,
      [
        bin,
        path.join(root, "source/cases"),
        "--cwd",
        path.join(root, "submission"),
        "--cmd",
        "sh read.sh",
        "--env",
        `META=${metadata}`,
        "--sandbox",
        mode,
        "--reporter",
        `gradescope=${results}`,
      ],
      { reject: false, env: { NO_COLOR: "1" } },
    );
    const { score } = JSON.parse(await readFile(results, "utf8")) as { score: number };
    expect(score, `${graded.stdout}${graded.stderr}`).toBe(1);
    expect(graded.exitCode).toBe(0);
  });
});
