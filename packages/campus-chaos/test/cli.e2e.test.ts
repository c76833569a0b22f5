import { spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync } from "node:fs";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const BIN = fileURLToPath(new URL("../bin/campus-chaos.js", import.meta.url));
const FIXTURES = fileURLToPath(new URL("../../../fixtures/campus-chaos/", import.meta.url));
const BUILT = existsSync(fileURLToPath(new URL("../dist/cli.cjs", import.meta.url)));

function run(input: string, args: readonly string[] = []) {
  return spawnSync(process.execPath, [BIN, ...args], { input, cwd: FIXTURES, encoding: "utf8" });
}

// These spawn the built CLI (run the build first); the in-process tests cover the behaviour in depth.
describe.skipIf(!BUILT)("the built campus-chaos CLI", () => {
  test("plays through a pipe: answers on stdout, errors alone on stderr, exit code 0", () => {
    const result = run("start session S maps/ring.txt 2\nroll dice 0\nroll dice 2\nquit\n");
    expect(result.status).toBe(0);
    expect(result.stdout.split("\n").slice(-4)).toEqual(["S", "It's player A's turn.", "2", ""]);
    expect(result.stderr).toMatch(/^Error, [^\n]+\n$/);
  });

  test("refuses arguments with one error line and a non-zero exit code, before any output", () => {
    const result = run("quit\n", ["extra"]);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/^Error, [^\n]+\n$/);
  });

  // Decision 12 holds for the stream's own failures too: it was "campus-chaos: internal error: …".
  test("says a read that fails on one line starting with Error, after the greeting", () => {
    const folder = openSync(tmpdir(), "r");
    try {
      const result = spawnSync(process.execPath, [BIN], {
        stdio: [folder, "pipe", "pipe"],
        encoding: "utf8",
      });
      expect(result.stderr).toBe(
        "Error, cannot read standard input: it is a folder, not a file or a pipe (EISDIR)\n",
      );
      expect(result.stdout).toMatch(/^Welcome to CampusChaos/);
      expect(result.status).toBe(1);
    } finally {
      closeSync(folder);
    }
  });
});
