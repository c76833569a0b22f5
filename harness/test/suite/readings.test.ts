import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { runSuite } from "../../src/grade/index.js";
import { toGradeReport } from "../../src/report/grade-report.js";
import { mergeReports } from "../../src/report/merge-reports.js";
import { renderJunitReport } from "../../src/report/render-junit.js";
import { parseSuiteConfig } from "../../src/suite/suite-config.js";
import { makeSuite, nodeProgram } from "../helpers/suites.js";

const campusChaos = fileURLToPath(new URL("../../../fixtures/campus-chaos/", import.meta.url));
const ourCampusChaos = fileURLToPath(
  new URL("../../../packages/campus-chaos/bin/campus-chaos.js", import.meta.url),
);
const unboxed = { sandbox: "none", cwd: campusChaos } as const;
const timeout = 120_000;

describe("campus-chaos's forest letter, graded under both readings", () => {
  test(
    "a program that reads the forest as e scores every spec case, under reading e",
    async () => {
      const result = await runSuite({
        suite: campusChaos,
        command: nodeProgram("forest-e-campus-chaos.mjs"),
        ...unboxed,
      });
      expect(result.cases.filter((item) => item.verdict !== "Accepted")).toEqual([]);
      expect(result.summary.points).toBe(result.summary.maxPoints);
      const [forest] = result.readings ?? [];
      expect(forest?.point).toBe("forest");
      expect(forest?.alternative).toBe("e");
      // Under f it loses the cases whose boards hold a forest: the reading was what decided.
      const underF = forest?.scores.find((item) => item.alternative === "f");
      expect(underF?.points).toBeLessThan(underF?.maxPoints ?? 0);
      const capture = result.cases.find(
        (item) => item.name === "capture-in-the-village-goes-to-the-forest",
      );
      expect(capture?.reading).toBe("forest=e");
      expect(capture?.file).toContain("readings/forest/e/");
    },
    timeout,
  );

  test(
    "our own program scores every spec case under reading f, without trying e",
    async () => {
      const result = await runSuite({
        suite: campusChaos,
        command: `${process.execPath} ${ourCampusChaos}`,
        ...unboxed,
      });
      expect(result.summary.points).toBe(result.summary.maxPoints);
      expect(result.readings).toEqual([
        expect.objectContaining({
          point: "forest",
          alternative: "f",
          scores: [{ alternative: "f", points: 8, maxPoints: 8 }],
        }),
      ]);
      const junit = renderJunitReport(toGradeReport(result));
      expect(junit).toContain('<property name="readings" value="forest=f"/>');
    },
    timeout,
  );
});

/** A toy suite: `echo-input.mjs` prints its input, so a case passes when its input is its expected output. */
async function toySuite(readings: unknown, files: Record<string, string>) {
  return makeSuite({ "suite.json": JSON.stringify({ readings }), ...files });
}

const letters = {
  letter: { alternatives: { a: { description: "the letter is a" }, b: {} } },
};

describe("readings in suite.json", () => {
  test("a case graded under the reading that scores more; the others under none", async () => {
    const suite = await toySuite(letters, {
      "plain.in": "x\n",
      "plain.out": "x\n",
      "letter.in": "a\n",
      "letter.out": "b\n", // wrong under a: echo prints a
      "readings/letter/b/letter.in": "b\n",
      "readings/letter/b/letter.out": "b\n",
    });
    const result = await runSuite({
      suite,
      command: nodeProgram("echo-input.mjs"),
      sandbox: "none",
    });
    expect(result.summary).toMatchObject({ points: 2, maxPoints: 2 });
    expect(result.readings).toEqual([
      {
        point: "letter",
        alternative: "b",
        cases: ["letter"],
        scores: [
          { alternative: "a", points: 0, maxPoints: 1 },
          { alternative: "b", points: 1, maxPoints: 1 },
        ],
      },
    ]);
    expect(result.cases.find((item) => item.name === "plain")?.reading).toBeUndefined();
  });

  test("equal scores keep the first reading", async () => {
    const suite = await toySuite(letters, {
      "letter.in": "a\n",
      "letter.out": "c\n",
      "readings/letter/b/letter.in": "b\n",
      "readings/letter/b/letter.out": "c\n",
    });
    const result = await runSuite({
      suite,
      command: nodeProgram("echo-input.mjs"),
      sandbox: "none",
    });
    expect(result.readings?.[0]?.alternative).toBe("a");
    expect(result.readings?.[0]?.scores).toHaveLength(2);
  });

  test.each([
    [{ letter: { alternatives: { a: {} } } }, "at least two readings"],
    [
      { letter: { alternatives: { a: {}, B: {} } } },
      "readings.letter.alternatives.B is not a name",
    ],
    [
      { letter: { alternatives: { a: {}, b: { points: 1 } } } },
      'unknown field "readings.letter.alternatives.b.points"',
    ],
    [{ letter: { choices: {} } }, 'unknown field "readings.letter.choices"'],
  ])("a malformed reading is named: %j", (readings, message) => {
    expect(() => parseSuiteConfig({ readings }, "suite.json")).toThrow(message);
  });

  test.each([
    [{ "x.in": "", "x.out": "" }, "holds no cases"],
    [
      { "x.in": "", "x.out": "", "readings/letter/b/y.in": "", "readings/letter/b/y.out": "" },
      "variant of no case",
    ],
    [
      {
        "x.in": "",
        "x.out": "",
        "readings/letter/a/x.in": "",
        "readings/letter/a/x.out": "",
        "readings/letter/b/x.in": "",
        "readings/letter/b/x.out": "",
      },
      "the first reading of a point is the suite's own cases",
    ],
  ])("misplaced variant files are an error before any run", async (files, message) => {
    const suite = await toySuite(letters, files);
    await expect(
      runSuite({ suite, command: nodeProgram("echo-input.mjs"), sandbox: "none" }),
    ).rejects.toThrow(message);
  });

  test("a case may depend on one open point only", async () => {
    const suite = await toySuite(
      { ...letters, digit: { alternatives: { one: {}, two: {} } } },
      {
        "x.in": "",
        "x.out": "",
        "readings/letter/b/x.in": "",
        "readings/letter/b/x.out": "",
        "readings/digit/two/x.in": "",
        "readings/digit/two/x.out": "",
      },
    );
    await expect(
      runSuite({ suite, command: nodeProgram("echo-input.mjs"), sandbox: "none" }),
    ).rejects.toThrow("a case may depend on one only");
  });

  test("merged shards that chose different readings say so", () => {
    const shard = (alternative: string, points: number) => ({
      report: {
        ...toGradeReport({
          suite: "s",
          program: "p",
          cases: [],
          summary: {
            total: 0,
            accepted: 0,
            points: 0,
            maxPoints: 0,
            byVerdict: {} as never,
            durationMs: 0,
          },
          updatedFiles: [],
          readings: [
            {
              point: "letter",
              alternative,
              cases: [alternative],
              scores: [{ alternative, points, maxPoints: 1 }],
            },
          ],
        }),
      },
      file: `${alternative}.json`,
    });
    const merged = mergeReports([shard("a", 1), shard("b", 1)]);
    expect(merged.readings).toEqual([
      {
        point: "letter",
        alternative: "a+b",
        cases: ["a", "b"],
        scores: [
          { alternative: "a", points: 1, maxPoints: 1 },
          { alternative: "b", points: 1, maxPoints: 1 },
        ],
      },
    ]);
  });
});
