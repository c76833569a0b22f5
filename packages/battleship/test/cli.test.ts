import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

// These run the built bundle (`pnpm build` first), as a user's shell would.
const bin = fileURLToPath(new URL("../bin/battleship-game.js", import.meta.url));
const built = existsSync(fileURLToPath(new URL("../dist/cli.cjs", import.meta.url)));

function runBin(stdin: string) {
  return spawnSync(process.execPath, [bin], { input: stdin, encoding: "utf8" });
}

describe.skipIf(!built)("battleship-game (built CLI)", () => {
  test("answers commands on stdout and exits 0", () => {
    const result = runBin("Ann\nA.\nBob\n.B\nplayer\nshoot 2\nscore Ann\nquit\n");
    expect(result.stdout).toBe("Next player: Ann\nAnn has 100 points\nAnn won the game!\n");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  test("reports a bad header on one stderr line with exit code 2 and no output", () => {
    const result = runBin("Ann\nA.\nAnn\n.B\nplayer\n");
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      'battleship-game: input line 3: the second player\'s name must differ from the first, both are "Ann"\n',
    );
    expect(result.status).toBe(2);
  });
});
