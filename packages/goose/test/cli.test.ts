import { spawnSync } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

// Spawns the built CLI (`pnpm build` first); the in-process tests cover the behaviour in detail.
const bin = fileURLToPath(new URL("../bin/goose-game.js", import.meta.url));

function runBin(stdin: string) {
  return spawnSync(process.execPath, [bin], { input: stdin, encoding: "utf8" });
}

describe("the goose-game command", () => {
  test("plays the specification's third example through a pipe", () => {
    const result = runBin("XYZ\n18\n2\n5 10\n1\n11\ndice 2 2\nstatus X\nplayer\nexit\n");
    expect(result.stdout).toBe(
      "X cannot roll the dice\nNext to play: Y\nThe game was not over yet...\n",
    );
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  test("reports a bad header on one line of standard error with exit code 2", () => {
    const result = runBin("RGB\n25\n2\n7 18\n3\n6 20 24\nplayer\nexit\n");
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      "goose-game: line 4: fine squares cannot be multiples of 9 (those squares have geese), got 18\n",
    );
    expect(result.status).toBe(2);
  });

  // It was "internal error: EISDIR: illegal operation on a directory, read", exit status 70.
  test("says on one line that standard input is a folder, exit code 1", () => {
    const folder = openSync(tmpdir(), "r");
    try {
      const result = spawnSync(process.execPath, [bin], {
        stdio: [folder, "pipe", "pipe"],
        encoding: "utf8",
      });
      expect(result.stderr).toBe(
        "goose-game: cannot read standard input: it is a folder, not a file or a pipe (EISDIR)\n",
      );
      expect(result.status).toBe(1);
    } finally {
      closeSync(folder);
    }
  });
});
