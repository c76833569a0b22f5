import { PassThrough } from "node:stream";
import { describe, expect, test } from "vitest";
import { renderClassProgress, renderStudentLine } from "../../src/class/render-class-log.js";
import type { StudentDone } from "../../src/class/run-class.js";
import { createClassProgress } from "../../src/cli/create-class-progress.js";
import { createPaint } from "../../src/report/paint.js";
import { summarize } from "../../src/report/summarize.js";
import { makeCase } from "../helpers/sample-report.js";

const paint = createPaint(false);
const done = (student: string, cached: boolean, accepted = true): StudentDone => ({
  student,
  cached,
  summary: summarize(
    [makeCase("a"), makeCase("b", accepted ? {} : { verdict: "Wrong Answer", points: 0 })],
    10,
  ),
});

describe("the class's log", () => {
  test("a student's line shows the score and what was not accepted, names made inert", () => {
    expect(renderStudentLine(done("bo\u001b[2J", false, false), paint)).toMatch(
      /^✗ bo\\x1b\[2J +1\/2 {3}1 Wrong Answer\n$/,
    );
    // A right-to-left override would show "evil\u202egpj.exe" reversed; BEL and a newline, raw.
    expect(renderStudentLine(done("evil\u202egpj\u0007\nx", true), paint)).toMatch(
      /^✓ evil\\u202egpj\\x07\\x0ax +2\/2 \(kept\)\n$/,
    );
    expect(renderStudentLine(done("ana", true), paint)).toMatch(/^✓ ana +2\/2 \(kept\)\n$/);
  });

  test("the live line guesses the time left from the students graded, not the kept ones", () => {
    const stream = new PassThrough();
    const chunks: string[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    let now = 0;
    const progress = createClassProgress(stream, { enabled: true, paint, now: () => now });
    progress.start(10);
    progress.add(done("kept", true));
    now = 4000;
    progress.add(done("graded", false, false));
    progress.stop();
    // One student graded in 4 s, 8 to go: about 32 s.
    expect(chunks.join("")).toContain("2/10 students · 1 not accepted · about 32 s left");
    expect(chunks.join("")).toContain("1/10 students · none failing\r");
  });

  test("a long wait reads in minutes", () => {
    const line = renderClassProgress({ done: 1, total: 9, failing: 0, secondsLeft: 125 }, paint);
    expect(line).toBe("1/9 students · none failing · about 2 min 5 s left");
  });
});
