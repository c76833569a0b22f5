import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { splitLines } from "../../src/compare/resolve-expected.js";
import { makeSuite } from "../helpers/suites.js";
import { findBuiltGame, fuzz, testProgram, UNBOXED, WRONG_GOOSE } from "./run-fuzz.js";

// Which inputs games-grade fuzz draws: by default only what a student is graded on (the
// generator's spec space), with --group all every input the generator makes. Apart from
// fuzz-command.test.ts, whose slowest test is as long as these two, so that they run at once.

beforeAll(() => {
  findBuiltGame("goose");
});

describe("games-grade fuzz's inputs", () => {
  test("by default draws only inputs a student is graded on, and shrinks by the generator's size", async () => {
    const out = await makeSuite({});
    const args = ["--game", "goose", "--cmd", WRONG_GOOSE, "--runs", "10", "--max-size", "6"];
    const { status, text } = await fuzz([...args, ...UNBOXED, "--seed", "1", "--out", out]);

    expect(status).toBe(1);
    expect(text).toContain(
      "inputs: the spec space of @games/goose's generator, what a student is graded on",
    );
    expect(text).toContain("(the generator's smallest size that differs)");
    const name = /wrote the case (\S+) in /.exec(text)?.[1] ?? "";
    const lines = splitLines(readFileSync(path.join(out, `${name}.in`), "utf8"));
    // Still a whole game of the text: its 6 header lines, commands, then exit (never an empty input).
    expect(lines.length).toBeGreaterThan(6);
    expect(lines.at(-1)).toBe("exit");
    expect(lines.slice(6, -1).every((line) => line !== "" && line !== "exit")).toBe(true);
  }, 120_000);

  test("a program that fails only on input the text never gives (a blank line) passes by default, not with --group all", async () => {
    const blankLineCrash = testProgram("goose-blank-line-crash.mjs");
    const args = ["--game", "goose", "--cmd", blankLineCrash, "--runs", "40", "--seed", "1"];
    const spec = await fuzz([...args, ...UNBOXED]);
    expect(spec.text).toMatch(/^40 runs, no difference/);
    expect(spec.status).toBe(0);
    const out = await makeSuite({});
    const all = await fuzz([
      ...args,
      ...UNBOXED,
      "--group",
      "all",
      "--shrink-limit",
      "10",
      "--out",
      out,
    ]);
    expect(all.status).toBe(1);
    expect(all.text).toContain("inputs: every input @games/goose's generator makes");
  }, 120_000);
});
