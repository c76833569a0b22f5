import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { beforeAll, describe, expect, test } from "vitest";
import { splitLines } from "../../src/compare/resolve-expected.js";
import { runSuite } from "../../src/grade/index.js";
import { detectIsolation } from "../../src/sandbox/detect-isolation.js";
import { makeSuite } from "../helpers/suites.js";
import { findBuiltGame, fuzz, testProgram, UNBOXED, WRONG_GOOSE } from "./run-fuzz.js";

const packageDir = fileURLToPath(new URL("../../", import.meta.url));
const campusArgs = ["--game", "campus-chaos", "--runs", "10", "--max-size", "15", "--seed", "1"];

let gooseBin = "";
beforeAll(() => {
  gooseBin = path.join(findBuiltGame("goose"), "bin/goose-game.js");
  findBuiltGame("campus-chaos");
  if (!existsSync(path.join(packageDir, "dist/cli.cjs"))) {
    execFileSync("npm", ["run", "build"], { cwd: packageDir }); // its own build, with its options
  }
});

describe("games-grade fuzz", () => {
  test("with --group all, finds a wrong rule, shrinks it line by line and writes a case that grades it", async () => {
    const out = await makeSuite({});
    const args = ["--game", "goose", "--cmd", WRONG_GOOSE, "--runs", "10", "--max-size", "6"];
    args.push("--group", "all");
    // Goose's header numbers bound one another and take several rounds to shrink fully (the
    // shrinker's own tests show that); fewer lines come first, and are all this test needs.
    const limit = ["--shrink-limit", "120"];
    const { status, text } = await fuzz([
      ...args,
      ...limit,
      ...UNBOXED,
      "--seed",
      "1",
      "--out",
      out,
    ]);

    expect(status).toBe(1);
    expect(text).toMatch(/^run \d+ of 10 differs \(size \d+, generateInput seed \d+\)/);
    expect(text).toContain("inputs: every input @games/goose's generator makes");
    expect(text).toMatch(
      /shrunk from \d+ lines to \d+ lines in \d+ program runs \(at most 120; the limit was reached/,
    );
    expect(text).toContain("Wrong Answer\nfirst difference at line 1, column 9");
    expect(text).toContain("-Invalid dice\n+Invalid roll\n");

    const name = /wrote the case (\S+) in /.exec(text)?.[1] ?? "";
    expect(name).toMatch(/^fuzz-goose-seed1-run\d+$/);
    expect(readdirSync(out).sort()).toEqual([`${name}.in`, `${name}.out`]);
    const lines = splitLines(readFileSync(path.join(out, `${name}.in`), "utf8"));
    // Goose's header is 6 lines; one bad roll after it is all the difference needs.
    expect(lines.length).toBeLessThanOrEqual(8);
    expect(lines.slice(6).some((line) => line.startsWith("dice"))).toBe(true);
    expect(readFileSync(path.join(out, `${name}.out`), "utf8")).toBe("Invalid dice\n");
    expect(text).toContain(`  ${lines.join("\n  ")}\n`);

    // The candidate reaches the goose package through a workspace link: no box for it here.
    const candidate = await runSuite({ suite: out, command: WRONG_GOOSE, sandbox: "none" });
    expect(candidate.cases.map((item) => item.verdict)).toEqual(["Wrong Answer"]);
    const reference = await runSuite({ suite: out, game: "goose" });
    expect(reference.cases.map((item) => item.verdict)).toEqual(["Accepted"]);
  }, 120_000);

  test("an --out it cannot make is one line, before any program runs", async () => {
    const folder = await makeSuite({ "taken.txt": "a file, not a folder\n" });
    const out = path.join(folder, "taken.txt", "cases");
    const args = ["--game", "goose", "--cmd", WRONG_GOOSE, "--runs", "10", "--max-size", "6"];
    await expect(fuzz([...args, ...UNBOXED, "--out", out])).rejects.toThrow(
      /^--out .*taken\.txt\/cases: cannot make the folder \(a file is where a folder on its path should be\): give a folder you may write to with --out$/,
    );
  }, 120_000);

  test("a case it cannot write is one line naming the folder and the way to find it again", async () => {
    const folder = await makeSuite({});
    const out = path.join(folder, "cases");
    // Unboxed, the candidate puts a file where --out was made: no longer that folder.
    const script = `rm -rf ${out}; echo > ${out}; ${WRONG_GOOSE}`;
    const args = ["--game", "goose", "--cmd", `sh -c '${script}'`, "--runs", "10"];
    const { status, errorText } = await fuzz([...args, ...UNBOXED, "--seed", "1", "--out", out]);
    expect(status).toBe(2);
    const said = errorText.split("\n").filter(Boolean);
    expect(said).toEqual([expect.stringContaining("its case could not be written in")]);
    expect(said[0]).toContain("is no longer the folder made before the programs ran");
    expect(said[0]).toContain("the same --seed finds it again");
  }, 120_000);

  test("exits 0 when the candidate always agrees (the built command)", async () => {
    const out = await makeSuite({});
    const result = await execa(
      process.execPath,
      [path.join(packageDir, "bin/games-grade.js"), "fuzz", "--game", "goose"]
        .concat(["--cmd", `${process.execPath} ${gooseBin}`, "--runs", "4", "--max-size", "5"])
        .concat(["--out", out]),
      { reject: false, env: { NO_COLOR: "1" } },
    );
    expect(result).toMatchObject({ exitCode: 0, stderr: "" });
    expect(result.stdout).toMatch(/^4 runs, no difference: .* agrees with node .*goose-game\.js\n/);
    expect(result.stdout).toMatch(/\ninputs: the spec space of @games\/goose's generator/);
    expect(readdirSync(out)).toEqual([]);
  }, 60_000);

  test.runIf(detectIsolation().bwrapProblem === undefined || process.env.CI)(
    "boxes the candidate: it cannot write to the folder fuzz was started from",
    async () => {
      const from = await makeSuite({});
      const hostile = path.join(packageDir, "test/programs/hostile/escape-while-fuzzed.sh");
      const command = `${hostile} ${from} ${process.execPath} ${gooseBin}`;
      const result = await execa(
        process.execPath,
        [
          path.join(packageDir, "bin/games-grade.js"),
          "fuzz",
          "--game",
          "goose",
          "--cmd",
          command,
        ].concat(["--runs", "2", "--max-size", "3", "--out", path.join(from, "cases")]),
        { reject: false, cwd: from, env: { NO_COLOR: "1" } },
      );
      expect(result).toMatchObject({ exitCode: 0, stderr: "" });
      expect(existsSync(path.join(from, "escaped"))).toBe(false);
    },
    60_000,
  );

  test("writes the data files an input names into the working folder (campus-chaos's board)", async () => {
    const bin = path.join(findBuiltGame("campus-chaos"), "bin/campus-chaos.js");
    const args = ["--game", "campus-chaos", "--cmd", `${process.execPath} ${bin}`];
    const { status, text } = await fuzz([...args, "--runs", "3", "--max-size", "12"]);
    expect(text).toMatch(/^3 runs, no difference/);
    expect(status).toBe(0);
  }, 60_000);

  test("compares campus-chaos's merged output by the protocol rule and writes a .protocol case", async () => {
    const out = await makeSuite({});
    const wrong = testProgram("wrong-campus-chaos.mjs");
    const all = ["--group", "all"]; // the wide space, whose noise reaches this error first
    const { status, text } = await fuzz([
      ...campusArgs,
      ...all,
      ...UNBOXED,
      "--cmd",
      wrong,
      "--out",
      out,
    ]);

    expect(status).toBe(1);
    expect(text).toContain("-Error, the command 'new figure' is not available now\n+Error: the");
    const name = /wrote the case (\S+) in /.exec(text)?.[1] ?? "";
    expect(readdirSync(out).sort()).toEqual([`${name}.protocol`, "maps", "suite.json"]);
    const protocol = splitLines(readFileSync(path.join(out, `${name}.protocol`), "utf8"));
    expect(protocol[0]).toMatch(
      /^# found by games-grade fuzz --game campus-chaos --seed 1: run \d+/,
    );
    expect(protocol.slice(1).some((line) => line.startsWith("> "))).toBe(true);
    expect(protocol).toContain("Error, the command 'new figure' is not available now");

    const reference = await runSuite({ suite: out, game: "campus-chaos" });
    expect(reference.cases.map((item) => item.verdict)).toEqual(["Accepted"]);
    const candidate = await runSuite({ suite: out, command: wrong, sandbox: "none" });
    expect(candidate.cases.map((item) => item.verdict)).toEqual(["Wrong Answer"]);
  }, 60_000);

  test("writes a case with a data file that grades as written: the reference is Accepted on it", async () => {
    const out = await makeSuite({});
    const campusBin = path.join(findBuiltGame("campus-chaos"), "bin/campus-chaos.js");
    // Differs on every input: each starts a session on the board, which only the data file holds.
    const candidate = `${process.execPath} ${campusBin} | sed s/turn/Turn/`;
    const boxed = ["--sandbox", "basic"]; // a box, whose private working folder only gets `files`
    const { status, text } = await fuzz([
      ...campusArgs,
      ...boxed,
      "--cmd",
      candidate,
      "--out",
      out,
    ]);
    expect(status).toBe(1);
    expect(readdirSync(path.join(out, "maps"))).toEqual(["generator-board.txt"]);

    const reference = `${process.execPath} ${campusBin}`;
    const graded = await runSuite({ suite: out, command: reference, sandbox: "basic" });
    expect(graded.cases.map((item) => [item.verdict, item.actual])).toEqual([
      ["Accepted", expect.stringContaining("It's player A's turn.")],
    ]);
    expect(text).toContain(`grade it: games-grade ${out} --filter `);
  }, 120_000);

  test("takes error lines on standard output as the same as on standard error", async () => {
    // The same runs as above, where the reference writes errors: the spec allows either stream.
    const stdoutErrors = testProgram("stdout-errors-campus-chaos.mjs");
    const { status, text } = await fuzz([...campusArgs, ...UNBOXED, "--cmd", stdoutErrors]);
    expect(text).toMatch(/^10 runs, no difference/);
    expect(status).toBe(0);
  }, 60_000);

  test("exits 2 for a usage error, and prints the usage for --help", async () => {
    await expect(fuzz(["--game", "goose"])).rejects.toMatchObject({ exitCode: 2 });
    const { status, text } = await fuzz(["--help"]);
    expect(status).toBe(0);
    expect(text).toContain("games-grade fuzz --game NAME --cmd COMMAND");
  });
});
