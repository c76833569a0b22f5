import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, test } from "vitest";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const bin = fileURLToPath(new URL("../bin/fish-game.js", import.meta.url));

function runBuilt(args: readonly string[], input = "") {
  const result = spawnSync(process.execPath, [bin, ...args], { input, encoding: "utf8" });
  return { exitCode: result.status, stdout: result.stdout, stderr: result.stderr };
}

// Few on purpose: each spawn costs a Node start on a 2-core machine.
describe("the built fish-game", () => {
  beforeAll(() => {
    expect(existsSync(`${packageDir}/dist/cli.cjs`), "build the package first").toBe(true);
  });

  test("plays the dice from its arguments and exits 0", () => {
    const result = runBuilt(["1", "2"]);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.stdout.split("\n")).toHaveLength(4 * 6 + 1);
    expect(result.stdout).toContain(`│${" ".repeat(22)}Missing inputs.${" ".repeat(21)}│`);
  });

  test("reports a bad option on one stderr line with exit code 2 and prints nothing else", () => {
    const result = runBuilt(["--edition", "new", "1"]);
    expect(result).toEqual({
      exitCode: 2,
      stdout: "",
      stderr:
        'fish-game: argument 2: --edition must be followed by "original" or "revised", not "new"\n',
    });
  });

  test("reads dice piped on standard input with --stdin", () => {
    const result = runBuilt(["--stdin"], "6\n6\n6\n6\n6\n6\n");
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain("│      The fishing was good; it's      │");
  });
});
