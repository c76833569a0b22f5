import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { beforeAll, describe, expect, test } from "vitest";
import { makeSuite } from "../helpers/suites.js";
import { findBuiltGame } from "./run-fuzz.js";

const bin = fileURLToPath(new URL("../../bin/games-grade.js", import.meta.url));

let gooseBin = "";
beforeAll(() => {
  gooseBin = realpathSync(path.join(findBuiltGame("goose"), "bin/goose-game.js"));
});

/** `games-grade fuzz` of goose against goose's own program, started from `cwd`. */
function fuzzFrom(cwd: string, more: readonly string[] = []) {
  const args = ["fuzz", "--game", "goose", "--cmd", `${process.execPath} ${gooseBin}`];
  return execa(process.execPath, [bin, ...args, "--runs", "2", "--max-size", "3", ...more], {
    reject: false,
    cwd,
    env: { NO_COLOR: "1" },
  });
}

describe("what fuzz takes from the folder it is started from", () => {
  test("imports no game package planted there, nor runs its bin as the reference", async () => {
    const planted = "node_modules/@games/goose";
    const from = await makeSuite({
      [`${planted}/package.json`]: JSON.stringify({
        name: "@games/goose",
        type: "module",
        bin: { "goose-game": "bin/goose-game.js" },
        exports: { ".": "./dist/index.js", "./package.json": "./package.json" },
      }),
      [`${planted}/bin/goose-game.js`]: 'console.log("planted");\n',
      // Imported, it leaves a file `imported` in the folder fuzz was started from.
      [`${planted}/dist/index.js`]: [
        'import { writeFileSync } from "node:fs";',
        'writeFileSync(new URL("../../../../imported", import.meta.url), "");',
        'export function generateInput() { return { stdin: "x\\n", args: [] }; }',
      ].join("\n"),
    });

    const result = await fuzzFrom(from, ["--sandbox", "none", "--out", path.join(from, "cases")]);

    expect(existsSync(path.join(from, "imported"))).toBe(false);
    expect(result.stdout).toContain(`agrees with node ${gooseBin}`);
    expect(result).toMatchObject({ exitCode: 0, stderr: "" });
  }, 60_000);
});
