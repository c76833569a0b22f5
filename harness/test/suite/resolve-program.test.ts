import { chmod } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { resolveGame } from "../../src/suite/resolve-game.js";
import { type ProgramSource, resolveProgram } from "../../src/suite/resolve-program.js";
import { makeSuite } from "../helpers/suites.js";
import { makeToyGame } from "../helpers/toy-game.js";

function source(overrides: Partial<ProgramSource>): ProgramSource {
  return {
    invokedFrom: "/",
    suiteDir: "/",
    gameSearchPath: [],
    workingDir: "/",
    env: { PATH: process.env.PATH },
    ...overrides,
  };
}

describe("resolveProgram", () => {
  test("runs a simple command directly, with the program found on PATH", () => {
    const program = resolveProgram(source({ command: "sh -c 'exit 0'" }));
    expect(program).toMatchObject({ args: ["-c", "exit 0"], display: "sh -c 'exit 0'" });
    expect(path.isAbsolute(program?.file ?? "")).toBe(true);
  });

  test("makes paths in the command that exist only where it was written absolute", async () => {
    const dir = await makeSuite({
      "student/sub/Main.class": "",
      "student/lib/a.jar": "",
      "suite/x.out": "",
    });
    const program = resolveProgram(
      source({
        command: "java -cp sub:lib/a.jar:/opt/x.jar Main x.out",
        invokedFrom: path.join(dir, "student"),
        workingDir: path.join(dir, "suite"),
      }),
    );
    expect(program?.args).toEqual([
      "-cp",
      `${path.join(dir, "student/sub")}:${path.join(dir, "student/lib/a.jar")}:/opt/x.jar`,
      "Main",
      "x.out",
    ]);
  });

  test("lets `java Main` find its classes where the command was written, unless CLASSPATH is set", () => {
    const program = resolveProgram(source({ command: "sh Main", invokedFrom: "/tmp" }));
    expect(program?.env).toEqual({ PATH: process.env.PATH, CLASSPATH: "/tmp" });
    const own = resolveProgram(
      source({ command: "sh Main", env: { ...source({}).env, CLASSPATH: "/x" } }),
    );
    expect(own?.env).toBeUndefined();
  });

  test("hands a command that needs a shell to sh -c", () => {
    expect(resolveProgram(source({ command: "cd sub && java Main" }))).toEqual({
      file: "/bin/sh",
      args: ["-c", "cd sub && java Main"],
      display: "cd sub && java Main",
    });
  });

  // Its words are not the program's arguments: `node /abs/game.js | cat` was shown no game.
  test("shows a command that needs a shell its folder and the absolute paths it names", () => {
    const program = resolveProgram(
      source({ command: "node /opt/game/bin/g.js run.txt 2> /tmp/log | cat", invokedFrom: "/srv" }),
    );
    expect(program?.files).toEqual(["/srv", "/opt/game/bin/g.js"]);
  });

  test("finds a given command's paths from where the harness was started, suite.json's from the suite", async () => {
    const dir = await makeSuite({ "bin/run": "#!/bin/sh\n", "suite/x.out": "" });
    await chmod(path.join(dir, "bin/run"), 0o755);
    const given = resolveProgram(source({ command: "./bin/run", invokedFrom: dir }));
    expect(given?.file).toBe(path.join(dir, "bin/run"));
    const configured = resolveProgram(
      source({ suiteCommand: "../bin/run", suiteDir: path.join(dir, "suite") }),
    );
    expect(configured?.file).toBe(path.join(dir, "bin/run"));
  });

  test.each([
    ["no-such-program-anywhere", "cannot run no-such-program-anywhere: command not found on PATH"],
    ["./missing", "cannot run /tmp/missing: no such file"],
  ])("names a missing program %s in one line", (command, message) => {
    expect(() => resolveProgram(source({ command, invokedFrom: "/tmp" }))).toThrow(message);
  });

  test("names a program that is not executable", async () => {
    const dir = await makeSuite({ "Main.java": "class Main {}\n" });
    expect(() => resolveProgram(source({ command: "./Main.java", invokedFrom: dir }))).toThrow(
      `cannot run ${path.join(dir, "Main.java")}: not executable`,
    );
  });

  test("runs a game's bin with this Node, and names its package as a file it needs", async () => {
    const dir = await makeToyGame();
    const program = resolveProgram(
      source({ game: "toy", gameSearchPath: [path.join(dir, "fixtures/toy")] }),
    );
    expect(program).toEqual({
      file: process.execPath,
      args: [path.join(dir, "node_modules/@games/toy/bin/toy-game.js")],
      display: `node ${path.join(dir, "node_modules/@games/toy/bin/toy-game.js")}`,
      files: [path.join(dir, "node_modules/@games/toy")],
    });
  });

  test("has nothing to run without a command or a game", () => {
    expect(resolveProgram(source({}))).toBeUndefined();
  });
});

describe("resolveGame", () => {
  test("says where it looked for a game that is not installed", () => {
    expect(() => resolveGame("goose", ["/tmp"])).toThrow(
      "cannot find the game package @games/goose (looked from /tmp); install and build it, or give the program with --cmd",
    );
  });

  test("names the games it knows, and the likely one, for a name that is none of them", () => {
    expect(() => resolveGame("gose", ["/tmp"])).toThrow(
      'unknown game "gose": did you mean goose? (the games are battleship, campus-chaos, fish, goose, nim)',
    );
    expect(() => resolveGame("@someone/other-game", ["/tmp"])).toThrow(
      "cannot find the game package @someone/other-game",
    );
  });
});
