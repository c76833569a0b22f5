import { describe, expect, test } from "vitest";
import { runSuite } from "../../src/index.js";
import { findCaseConfig, loadSuiteConfig, parseSuiteConfig } from "../../src/suite/suite-config.js";
import { makeSuite, nodeProgram } from "../helpers/suites.js";

describe("suite.json", () => {
  test("is optional", async () => {
    expect(await loadSuiteConfig(await makeSuite({}))).toEqual({});
  });

  test("reads every documented field", async () => {
    const config = {
      game: "goose",
      command: "java Main",
      cwd: "work",
      timeLimit: 2.5,
      wallLimit: 10,
      outputLimit: 4096,
      points: 10,
      compare: "trim-end",
      exitCode: 0,
      cases: { "template*": { compare: "exact", points: 5 } },
    };
    const dir = await makeSuite({ "suite.json": JSON.stringify(config) });
    expect(await loadSuiteConfig(dir)).toEqual(config);
  });

  test.each([
    [{ compare: "fuzzy" }, `"compare" must be "exact", "trim-end" or "tokens"`],
    [{ timeLimit: 0 }, `"timeLimit" must be seconds, at least 0.001`],
    // Under a millisecond, every case was a Time Limit Exceeded, "used more than 0 s".
    [
      { timeLimit: 1e-9 },
      `"timeLimit" must be seconds, at least 0.001 (a millisecond), at most 86400 (a day), not 1e-9`,
    ],
    [
      { wallLimit: 0 },
      `suite.json: "wallLimit" must be seconds, at least 0.001 (a millisecond), at most 86400 (a day), not 0`,
    ],
    [
      { wallLimit: -3 },
      `"wallLimit" must be seconds, at least 0.001 (a millisecond), at most 86400 (a day), not -3`,
    ],
    [
      { wallLimit: "10s" },
      `"wallLimit" must be seconds, at least 0.001 (a millisecond), at most 86400 (a day), not "10s"`,
    ],
    // It reached ulimit as 1e+21, which it refused: every case was a Runtime Error.
    [
      { timeLimit: 1e21 },
      `"timeLimit" must be seconds, at least 0.001 (a millisecond), at most 86400 (a day), not 1e+21`,
    ],
    [
      { wallLimit: 86401 },
      `"wallLimit" must be seconds, at least 0.001 (a millisecond), at most 86400 (a day), not 86401`,
    ],
    [
      { outputLimit: 2 ** 30 },
      `"outputLimit" must be bytes, more than 0, at most 268435456, not 1073741824`,
    ],
    [{ comand: "java Main" }, `unknown field "comand"`],
    [{ cases: { x: { points: -1 } } }, `"cases.x.points" must be a whole number`],
    [{ cases: { x: 3 } }, "cases.x must be an object"],
    // It was an internal error, `Invalid regular expression`, when the case's settings were looked up.
    [
      { cases: { "[z-a]": {} } },
      "suite.json: cases.[z-a] is not a glob: range out of order in character class",
    ],
    [[], "expected a JSON object"],
  ])("rejects %j, naming the field", (json, message) => {
    expect(() => parseSuiteConfig(json, "suite.json")).toThrow(message);
  });

  test("names the file when it is not JSON", async () => {
    const dir = await makeSuite({ "suite.json": "{ game: goose }" });
    await expect(loadSuiteConfig(dir)).rejects.toThrow(/suite\.json is not valid JSON/);
  });

  test("gives a case the settings of every entry that names it, later ones winning", () => {
    const config = parseSuiteConfig(
      { cases: { "classroom*": { compare: "trim-end", points: 2 }, classroom2: { points: 9 } } },
      "suite.json",
    );
    expect(findCaseConfig(config, "classroom2")).toEqual({ compare: "trim-end", points: 9 });
    expect(findCaseConfig(config, "template1")).toEqual({});
  });

  // `fields[key]` read Object.prototype's: `internal error: field[0] is not a function`.
  test.each([
    ['{"toString": 1}', "toString"],
    ['{"constructor": {}}', "constructor"],
    ['{"__proto__": {}}', "__proto__"],
    ['{"cases": {"a": {"valueOf": 2}}}', "cases.a.valueOf"],
    ['{"groups": {"spec": {"hasOwnProperty": 2}}}', "groups.spec.hasOwnProperty"],
  ])("calls %s an unknown field, not a method of every object", (text, field) => {
    expect(() => parseSuiteConfig(JSON.parse(text), "suite.json")).toThrow(
      `suite.json: unknown field "${field}"`,
    );
  });
});

describe("suite.json's cases", () => {
  const suiteWith = (cases: Record<string, unknown>) =>
    makeSuite({
      "suite.json": JSON.stringify({ command: nodeProgram("echo-input.mjs"), cases }),
      "bad-header.in": "x\n",
      "bad-header.out": "x\n",
      "other.in": "y\n",
      "other.out": "y\n",
    });

  test("naming a case the suite does not hold is an error naming it, not a silent default", async () => {
    const suite = await suiteWith({ zzz: { points: 5 } });
    await expect(runSuite({ suite })).rejects.toThrow(
      `${suite}/suite.json: cases.zzz names no case of the suite`,
    );
  });

  test("a typo of a case's name is told the name it is likely to mean", async () => {
    const suite = await suiteWith({ "bad-heade": { points: 5 } });
    await expect(runSuite({ suite })).rejects.toThrow(
      `cases.bad-heade names no case of the suite (did you mean "bad-header"?)`,
    );
  });

  test("a case left out by a filter, and a glob matching nothing, are no error", async () => {
    const suite = await suiteWith({ "bad-header": { points: 5 }, "future-*": { points: 2 } });
    const result = await runSuite({ suite, filter: "other" });
    expect(result.cases.map((item) => item.name)).toEqual(["other"]);
  });
});
