import { existsSync } from "node:fs";
import { readFile, symlink } from "node:fs/promises";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import { describe, expect, test } from "vitest";
import { runCli } from "../../src/cli/run-cli.js";
import { makeEchoClass } from "../helpers/echo-class.js";
import { makeIo } from "../helpers/memory-io.js";
import { makeSuite, nodeProgram } from "../helpers/suites.js";
import { makeToyGame } from "../helpers/toy-game.js";

const env = { NO_COLOR: "1" };

async function run(args: string[]) {
  const io = makeIo(args);
  const status = await runCli(io, env);
  return { status, text: io.text() };
}

describe("runCli", () => {
  test("exits 0 and prints a summary when every case is accepted", async () => {
    const suite = await makeSuite({ "a.in": "x\n", "a.out": "x\n" });
    const { status, text } = await run([suite, "--cmd", nodeProgram("echo-input.mjs")]);
    expect(status).toBe(0);
    expect(text).toMatch(/^✓ a {2,}Accepted/);
    expect(text).toContain("1 case: 1 Accepted · score 1/1");
  });

  test("exits 1 when a case is not accepted, with the diff in the report", async () => {
    const suite = await makeSuite({ "a.in": "x\n", "a.out": "y\n" });
    const { status, text } = await run([suite, "--cmd", nodeProgram("echo-input.mjs")]);
    expect(status).toBe(1);
    expect(text).toContain('first difference at line 1, column 1: expected "y\\n", got "x\\n"');
    expect(text).toContain("-y\n    +x\n");
    expect(text).not.toContain("\u001b[");
  });

  test("names the subfolders holding cases when a suite given one folder too high has none", async () => {
    const suite = await makeSuite({
      "tests/a.in": "x\n",
      "tests/a.out": "x\n",
      "boards/small.txt": "PPaP\n",
    });
    const { status, text } = await run([suite, "--cmd", "cat"]);
    expect(status).toBe(0);
    expect(text).toBe(
      `0 cases: no cases found in ${suite} (cases are read from the suite folder itself, not from its subfolders: tests/ holds some)\n`,
    );
  });

  // Under /proc, Node's own mkdir of it tried again for ever: the class hung before its first student.
  test.each([
    ["a file is where it should be", "taken/out", "a file is where a folder on its path should be"],
    ["it is under /proc", "/proc/no-such-folder/out", "it cannot be made there"],
  ])(
    "class: an --out folder that cannot be made (%s) is one line, before any student",
    async (_, out, why) => {
      const { root, classArgs } = await makeEchoClass(["ana"], { taken: "" });
      const given = path.resolve(root, out);
      const io = makeIo(classArgs(out));
      await expect(runCli(io, env)).rejects.toMatchObject({
        exitCode: 2,
        message: `--out ${given}: cannot make the folder: ${why}`,
      });
      expect(io.text()).not.toContain("ana");
    },
  );

  // A class removes its .work when it ends: it removed a .work of the user's in a folder given as --out.
  test("class: an --out folder holding a .work it did not make is refused, and the .work kept", async () => {
    const { root, classArgs } = await makeEchoClass(["ana"], { "out/.work/notes.txt": "mine\n" });
    const out = path.join(root, "out");
    const io = makeIo(classArgs(out));
    await expect(runCli(io, env)).rejects.toMatchObject({
      exitCode: 2,
      message: `--out ${out} holds a .work folder games-grade did not make, and a class run removes its .work when it ends: move it, or give another --out`,
    });
    expect(await readFile(path.join(out, ".work", "notes.txt"), "utf8")).toBe("mine\n");
  });

  // In the submissions, the next run graded the class's own outputs as a student.
  test.each([
    ["the submissions", "subs", "subs"],
    ["the submissions", "subs/grades", "subs"],
    ["the suite", "suite", "suite"],
  ])("class: an --out inside %s is refused in one line (%s)", async (what, out, folder) => {
    const { root, classArgs } = await makeEchoClass(["ana"]);
    const given = path.join(root, out);
    const io = makeIo(classArgs(out));
    await expect(runCli(io, env)).rejects.toMatchObject({
      exitCode: 2,
      message: `--out ${given} is inside ${what} (${path.join(root, folder)}): give a folder outside it`,
    });
  });

  test("class: a .work a killed class run left is used again and removed", async () => {
    const { root, classArgs } = await makeEchoClass(["ana"], {
      "out/.work/.made-by-games-grade": "",
      "out/.work/ana/files/left.txt": "",
    });
    const out = path.join(root, "out");
    const io = makeIo(classArgs(out));
    expect(await runCli(io, env)).toBe(0);
    expect(existsSync(path.join(out, ".work"))).toBe(false);
  });

  test("says clearly that an empty suite has no cases, and exits 0", async () => {
    const suite = await makeSuite({ "suite.json": JSON.stringify({ game: "goose" }) });
    const { status, text } = await run([suite]);
    expect(status).toBe(0);
    expect(text).toBe(`0 cases: no cases found in ${suite}\n`);
  });

  test("throws a usage error (exit 2) for a program that does not exist", async () => {
    const suite = await makeSuite({ "a.in": "x\n", "a.out": "x\n" });
    const error = await runCli(makeIo([suite, "--cmd", "no-such-program-xyz"]), env).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(CliError);
    expect(error).toMatchObject({
      exitCode: 2,
      message: "cannot run no-such-program-xyz: command not found on PATH",
    });
  });

  test("leaves out the cases a !pattern filter matches; a filter that selects none is exit 2", async () => {
    const suite = await makeSuite({ "a.in": "x\n", "a.out": "x\n", "b.in": "y\n", "b.out": "y\n" });
    const command = ["--cmd", nodeProgram("echo-input.mjs")];
    const { text } = await run([suite, ...command, "--filter", "!b"]);
    expect(text).toContain("1 case: 1 Accepted");
    const error = await runCli(makeIo([suite, ...command, "--filter", "c*"]), env).catch((e) => e);
    expect(error).toMatchObject({
      exitCode: 2,
      message: '--filter "c*" selects none of the 2 cases',
    });
  });

  test("prints the usage for --help", async () => {
    const { status, text } = await run(["--help"]);
    expect(status).toBe(0);
    expect(text).toContain("games-grade [SUITE] [options]");
  });

  test("writes JSON to standard output instead of the terminal report", async () => {
    const suite = await makeSuite({ "a.in": "x\n", "a.out": "x\n" });
    const { text } = await run([suite, "--cmd", nodeProgram("echo-input.mjs"), "-r", "json"]);
    expect(JSON.parse(text)).toMatchObject({
      summary: { total: 1, accepted: 1 },
      cases: [{ name: "a" }],
    });
  });

  test("prints only the cases not accepted with --quiet, each with its one-line reason", async () => {
    const suite = await makeSuite({ "a.in": "x\n", "a.out": "x\n", "b.in": "x\n", "b.out": "y\n" });
    const { text } = await run([suite, "--cmd", nodeProgram("echo-input.mjs"), "-q"]);
    expect(text.split("\n")[0]).toMatch(/^✗ b {2,}Wrong Answer/);
    // The one-line reason stays; the diff goes.
    expect(text).toContain('first difference at line 1, column 1: expected "y\\n", got "x\\n"');
    expect(text).not.toContain("--- expected");
  });

  test("grades a game's own fixtures with --game, and its bin unless --cmd", async () => {
    const dir = await makeToyGame();
    const original = process.cwd();
    process.chdir(dir);
    try {
      expect((await run(["--game", "toy"])).status).toBe(0);
      const { status, text } = await run(["--game", "toy", "--cmd", nodeProgram("echo-input.mjs")]);
      expect(status).toBe(1);
      expect(text).toContain(path.join(dir, "node_modules/@games/toy/fixtures"));
    } finally {
      process.chdir(original);
    }
  });

  // A student's clone, graded where it lies (GitHub Classroom), held a goose of its own making: one
  // trivial case worth 100 points, and the program scored 100/100 where it fails the 49 real ones.
  test("takes a game the harness ships from beside the harness, never from the folder graded", async () => {
    const dir = await makeSuite({
      "node_modules/@games/goose/package.json": JSON.stringify({
        name: "@games/goose",
        bin: { "goose-game": "bin/goose-game.js" },
        exports: { "./package.json": "./package.json" },
      }),
      "node_modules/@games/goose/bin/goose-game.js": "",
      "node_modules/@games/goose/fixtures/suite.json": JSON.stringify({ points: 100 }),
      "node_modules/@games/goose/fixtures/easy.in": "x\n",
      "node_modules/@games/goose/fixtures/easy.out": "x\n",
    });
    const original = process.cwd();
    process.chdir(dir);
    try {
      const { text } = await run(["--game", "goose", "--cmd", nodeProgram("echo-input.mjs"), "-q"]);
      expect(text).not.toContain(dir);
      expect(text).toContain("49 cases:");
    } finally {
      process.chdir(original);
    }
  });

  // A protocol's lines each end with a newline: blessed, the case failed the program it came from.
  test("leaves a protocol whose output ends without a newline as it is, and says why", async () => {
    const suite = await makeSuite({ "talk.protocol": "> hi\nold\n" });
    const shout = `${process.execPath} -e "process.stdin.on('data', (d) => process.stdout.write(String(d).trim().toUpperCase()))"`;
    const { status, text } = await run([suite, "--cmd", shout, "--update"]);
    expect(status).toBe(1);
    expect(text).toContain(
      "updated 0 files\n1 not updated: a .protocol cannot say that the output ends without a newline\n",
    );
    expect(await readFile(path.join(suite, "talk.protocol"), "utf8")).toBe("> hi\nold\n");
  });

  test("says how many files --update changed, and exits 0 once they are blessed", async () => {
    const suite = await makeSuite({ "a.in": "x\n", "a.out": "y\n", "b.in": "z\n" });
    const { status, text } = await run([suite, "--cmd", nodeProgram("echo-input.mjs"), "--update"]);
    expect(status).toBe(0);
    expect(text).toContain("updated 2 files\n  a.out\n  b.out\n");
    expect(await readFile(path.join(suite, "a.out"), "utf8")).toBe("x\n");
  });

  // It stopped at the link with exit 2: a.out rewritten unsaid, z never blessed.
  test("--update passes over a file it will not write (a link), says it and why, and blesses the rest", async () => {
    const shared = await makeSuite({ "x.out": "old\n" });
    const suite = await makeSuite({ "a.in": "1\n", "x.in": "2\n", "z.in": "3\n", "z.out": "no\n" });
    await symlink(path.join(shared, "x.out"), path.join(suite, "x.out"));
    const { status, text } = await run([suite, "--cmd", nodeProgram("echo-input.mjs"), "--update"]);
    expect(status).toBe(1);
    expect(text).toContain(
      "updated 2 files\n  a.out\n  z.out\n1 not updated: --update will not write its file\n  x.out: it is not a plain file (a link or a folder)\n",
    );
    expect(await readFile(path.join(suite, "z.out"), "utf8")).toBe("3\n");
    expect(await readFile(path.join(shared, "x.out"), "utf8")).toBe("old\n");
  });

  test("splits a suite into shards whose JSON reports merge into the whole", async () => {
    const suite = await makeSuite({
      "a.in": "1\n",
      "a.out": "1\n",
      "b.in": "2\n",
      "b.out": "two\n",
      "c.in": "3\n",
      "c.out": "3\n",
    });
    const reports = await makeSuite({});
    const command = nodeProgram("echo-input.mjs");
    const shard = (index: number) =>
      run([
        suite,
        "--cmd",
        command,
        "--shard",
        `${index}/2`,
        "-r",
        `json=${reports}/${index}.json`,
      ]);
    expect((await shard(1)).status).toBe(0);
    expect((await shard(2)).status).toBe(1);
    const merged = await run([
      "merge",
      `${reports}/1.json`,
      `${reports}/2.json`,
      "-r",
      `junit=${reports}/all.xml`,
    ]);
    expect(merged.status).toBe(1);
    expect(merged.text).toContain("3 cases: 2 Accepted, 1 Wrong Answer · score 2/3");
    expect(await readFile(`${reports}/all.xml`, "utf8")).toContain(
      'tests="3" failures="1" errors="0"',
    );
  });
});
