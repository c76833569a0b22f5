import path from "node:path";
import { describe, expect, test } from "vitest";
import { buildSubmission } from "../../src/class/build-submission.js";
import { SubmissionProblem } from "../../src/class/submission-problem.js";
import { makeSuite } from "../helpers/suites.js";

const main = "public static void main(String[] args) {}";

/** What building these Java files fails with: found before javac would run. */
async function buildFailure(files: Record<string, string>): Promise<unknown> {
  const dir = await makeSuite(files);
  const request = {
    dir,
    workDir: path.join(dir, ".work"),
    timeLimitMs: 1000,
    sandbox: { sandbox: "none" as const },
    hidden: [],
    secrets: [],
  };
  return buildSubmission(request).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe("buildSubmission of Java with several mains", () => {
  test("names each main when there are a few", async () => {
    const failure = await buildFailure({
      "Main.java": `class Main { ${main} }`,
      "tools/Tool.java": `package tools; class Tool { ${main} }`,
    });
    expect(failure).toBeInstanceOf(SubmissionProblem);
    expect((failure as Error).message).toBe(
      "2 classes have a public static void main: Main (Main.java), tools.Tool (tools/Tool.java); keep one",
    );
  });

  test("names the first ten of many, however deep their classes, in time in proportion to the sources", async () => {
    // Each name is as long as its classes are deep: naming all 4,000 took 16 s for this source
    // (in the grader's one thread), growing with the square of its length.
    const text = `${"class A {".repeat(20_000)}${main.repeat(4_000)}`;
    const started = performance.now();
    const failure = await buildFailure({ "Main.java": text });
    expect(performance.now() - started).toBeLessThan(2000);
    const name = Array(20_000).fill("A").join("$");
    const listed = Array(10).fill(`${name} (Main.java)`).join(", ");
    expect((failure as Error).message).toBe(
      `4000 classes have a public static void main: ${listed}, and 3990 more; keep one`,
    );
  });
});
