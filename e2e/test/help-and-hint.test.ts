import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, test } from "vitest";

// Each game as a person meets it: `--help`, and started at a terminal with nothing on the screen yet.

const root = resolve(import.meta.dirname, "../..");
const bin = (game: string, name: string) => join(root, "packages", game, "bin", `${name}.js`);

const helpful = [
  { game: "goose", name: "goose-game" },
  { game: "battleship", name: "battleship-game" },
  { game: "nim", name: "nim-game" },
  { game: "fish", name: "fish-game" },
] as const;

function run(file: string, args: string[], input = "") {
  return spawnSync(process.execPath, [file, ...args], { input, encoding: "utf8" });
}

describe("--help", () => {
  test.each(helpful)("$name --help prints its usage on standard output", ({ game, name }) => {
    const result = run(bin(game, name), ["--help"]);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^Usage: ${name} `));
    expect(result.stdout.split("\n").length).toBeGreaterThan(3);
  });

  test.each(helpful)("$name --help names --version", ({ game, name }) => {
    expect(run(bin(game, name), ["--help"]).stdout).toContain("--version");
  });

  test("campus-chaos --help: the spec allows no argument, so one Error line says how to start it", () => {
    const result = run(bin("campus-chaos", "campus-chaos"), ["--help"]);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    const lines = result.stderr.split("\n").filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Error, the program takes no arguments .*type 'help' for the commands/,
    );
  });
});

describe("--version", () => {
  // Written into each bundle at build time: a bundled CLI has no package.json beside it to read.
  test.each(helpful)("$name --version prints the version in its package.json", ({ game, name }) => {
    const manifest = join(root, "packages", game, "package.json");
    const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
    const result = run(bin(game, name), ["--version"]);
    expect(result.stdout).toBe(`${name} ${version}\n`);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });
});

const hasScript = spawnSync("script", ["--version"]).status === 0;

/** Runs `command` with a terminal as its standard input (util-linux `script`), typing `input`. */
function atTerminal(command: string, input: string): string {
  const result = spawnSync("script", ["-qec", command, "/dev/null"], {
    input,
    encoding: "utf8",
    timeout: 30_000,
  });
  return result.stdout.replaceAll("\r", "");
}

const sessions = [
  { game: "goose", name: "goose-game", args: "", input: "RGB\n10\n1\n2\n1\n3\nexit\n" },
  { game: "battleship", name: "battleship-game", args: "", input: "Ann\nAA..\nBo\nBB..\nquit\n" },
  { game: "nim", name: "nim-game", args: "", input: "exit\n" },
  { game: "fish", name: "fish-game", args: " --stdin", input: "2 3\n" },
] as const;

describe.skipIf(!hasScript)("at a terminal", () => {
  test.each(sessions)("$name says in one line what to type", ({ game, name, args, input }) => {
    const command = `${process.execPath} ${bin(game, name)}${args}`;
    const screen = atTerminal(command, input);
    const hints = screen.split("\n").filter((line) => line.startsWith(`${name}: type `));
    expect(hints).toHaveLength(1);
    expect(hints[0]).toContain("--help says more");
    // The hint is on standard error: without it the screen has no hint, and the game is the same.
    expect(atTerminal(`${command} 2>/dev/null`, input)).not.toContain(`${name}: type `);
  });
});

describe("not at a terminal", () => {
  test.each(sessions)(
    "$name writes no hint when its input is piped",
    ({ game, name, args, input }) => {
      const result = run(bin(game, name), args.trim() === "" ? [] : [args.trim()], input);
      expect(result.status).toBe(0);
      expect(result.stderr).toBe("");
    },
  );
});
