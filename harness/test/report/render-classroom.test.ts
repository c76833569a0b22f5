import { describe, expect, test } from "vitest";
import {
  CLASSROOM_RESULT_LIMIT,
  encodeClassroomResult,
  renderClassroomResult,
} from "../../src/report/render-classroom.js";
import { makeCase, makeReport } from "../helpers/sample-report.js";

const decode = (encoded: string) => JSON.parse(Buffer.from(encoded, "base64").toString("utf8"));

describe("renderClassroomResult", () => {
  test("passes when every case is accepted, each scoring its points out of their sum", () => {
    const report = makeReport([
      makeCase("a", { points: 2, maxPoints: 2 }),
      makeCase("b", { points: 5, maxPoints: 5, file: "/repo/fixtures/goose/b.out" }),
    ]);
    const result = renderClassroomResult(report, "/repo");
    expect(result).toMatchObject({ version: 1, status: "pass", max_score: 7 });
    expect(result.tests.map((test) => [test.name, test.status, test.score])).toEqual([
      ["a", "pass", 2],
      ["b", "pass", 5],
    ]);
    expect(result.tests[1]?.filename).toBe("fixtures/goose/b.out");
  });

  test("a build that failed is an error in every case, and the whole result an error", () => {
    const report = makeReport([
      makeCase("a", {
        verdict: "Compilation Error",
        points: 0,
        message: "javac failed (exit code 1): Main.java:4: error: ';' expected",
      }),
    ]);
    expect(renderClassroomResult(report, "/repo")).toMatchObject({
      status: "error",
      max_score: 1,
      tests: [
        {
          status: "error",
          score: 0,
          message:
            "Compilation Error: javac failed (exit code 1): Main.java:4: error: ';' expected",
        },
      ],
    });
  });

  test("a failing case makes the result a fail even beside an error", () => {
    const report = makeReport([
      makeCase("a", { verdict: "Compilation Error", points: 0, message: "no main" }),
      makeCase("b", { verdict: "Runtime Error", points: 0, message: "exit code 1" }),
    ]);
    expect(renderClassroomResult(report, "/repo").status).toBe("fail");
  });

  test("a program's text in a message is one line, controls shown and no ##[ command left", () => {
    const report = makeReport([
      makeCase("a", {
        verdict: "Runtime Error",
        points: 0,
        message: "said \u001b[2J ##[error]boom\n::add-mask::x",
      }),
    ]);
    const [test] = renderClassroomResult(report, "/repo").tests;
    expect(test?.message).toBe("Runtime Error: said \\x1b[2J #\\x23[error]boom ::add-mask::x");
  });

  test("cuts a long message to 300 characters", () => {
    const report = makeReport([
      makeCase("a", { verdict: "Runtime Error", points: 0, message: "x".repeat(1000) }),
    ]);
    const message = renderClassroomResult(report, "/repo").tests[0]?.message ?? "";
    expect(message).toHaveLength(300);
    expect(message.endsWith("x…")).toBe(true);
  });
});

describe("encodeClassroomResult", () => {
  test("encodes the JSON in base64, which has no newline", () => {
    const result = renderClassroomResult(makeReport([makeCase("a")]), "/repo");
    const { encoded, trimmed } = encodeClassroomResult(result);
    expect(trimmed).toBe(false);
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decode(encoded)).toEqual(result);
  });

  test("leaves the messages out when the result would not fit in an environment variable", () => {
    const cases = Array.from({ length: 600 }, (_, index) =>
      makeCase(`case-${index}`, { verdict: "Runtime Error", points: 0, message: "y".repeat(290) }),
    );
    const result = renderClassroomResult(makeReport(cases), "/repo");
    const { encoded, trimmed } = encodeClassroomResult(result);
    expect(trimmed).toBe(true);
    expect(encoded.length).toBeLessThanOrEqual(CLASSROOM_RESULT_LIMIT);
    const decoded = decode(encoded);
    expect(decoded.tests).toHaveLength(600);
    expect(decoded.tests[0]).toMatchObject({
      name: "case-0",
      status: "fail",
      score: 0,
      message: "",
    });
  });
});
