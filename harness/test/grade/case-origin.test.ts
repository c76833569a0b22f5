import path from "node:path";
import { describe, expect, test } from "vitest";
import { runSuite } from "../../src/index.js";
import { makeSuite, nodeProgram } from "../helpers/suites.js";

async function grade(files: Record<string, string>) {
  const suite = await makeSuite(files);
  const result = await runSuite({ suite, command: nodeProgram("echo-input.mjs"), jobs: 1 });
  return { suite, cases: result.cases };
}

describe("a case's result says where it came from", () => {
  test("names its file and arguments, and keeps the input of a case not accepted", async () => {
    const { suite, cases } = await grade({
      "a.in": "same\n",
      "a.out": "same\n",
      "b.in": "given\n",
      "b.args": "one  two\n",
      "b.out": "wanted\n",
    });
    expect(cases[0]).toMatchObject({ file: path.join(suite, "a.out"), args: [] });
    expect(cases[0]?.input).toBeUndefined();
    expect(cases[1]).toMatchObject({
      file: path.join(suite, "b.out"),
      args: ["one", "two"],
      input: "given\n",
    });
  });

  test("keeps a protocol's input lines, and only the first 8 KiB of a long input", async () => {
    const { suite, cases } = await grade({
      "p.protocol": "> hello\nbye\n",
      "z.in": "x".repeat(10_000),
      "z.out": "",
    });
    expect(cases[0]).toMatchObject({ file: path.join(suite, "p.protocol"), input: "hello\n" });
    expect(cases[1]?.input).toBe("x".repeat(8192));
  });
});
