import { existsSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { beforeAll, describe, expect, test } from "vitest";
import { detectIsolation } from "../../src/sandbox/detect-isolation.js";
import { makeSuite } from "../helpers/suites.js";
import { findBuiltGame } from "./run-fuzz.js";

const bin = fileURLToPath(new URL("../../bin/games-grade.js", import.meta.url));
const hostile = fileURLToPath(new URL("../programs/hostile/read-while-fuzzed.sh", import.meta.url));

let gooseBin = "";
beforeAll(() => {
  gooseBin = realpathSync(path.join(findBuiltGame("goose"), "bin/goose-game.js"));
});

/** `games-grade fuzz` of goose against goose's own program (after `before`), started from `cwd`. */
function fuzzFrom(cwd: string, more: readonly string[] = [], before = "") {
  const args = ["fuzz", "--game", "goose", "--cmd", `${before}${process.execPath} ${gooseBin}`];
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

  const boxed = detectIsolation().bwrapProblem === undefined || process.env.CI !== undefined;

  test.runIf(boxed)(
    "shows the candidate no case of --out, where earlier ones were written",
    async () => {
      const earlier = "fuzz-cases/fuzz-goose-seed1-run9.out";
      const from = await makeSuite({ [earlier]: "an earlier case's answer\n" });
      const result = await fuzzFrom(from, [], `${hostile} ${from} file=${earlier} `);
      expect(result.stdout).toMatch(/^2 runs, no difference/);
      expect(result.exitCode).toBe(0);
    },
    60_000,
  );

  test.runIf(boxed)(
    "shows the candidate no copy of a case the game ships",
    async () => {
      const name = "all-three-players-penalised-at-once.out";
      const shipped = readFileSync(path.join(findBuiltGame("goose"), "fixtures", name), "utf8");
      const copy = `fixtures/goose/${name}`;
      const from = await makeSuite({ [copy]: shipped });
      const result = await fuzzFrom(
        from,
        ["--out", path.join(from, "cases")],
        `${hostile} ${from} file=${copy} `,
      );
      expect(result.stdout).toMatch(/^2 runs, no difference/);
      expect(result.exitCode).toBe(0);
    },
    60_000,
  );

  test.runIf(boxed)(
    "with --out the folder it was started from, shows the candidate that folder but not the cases in it",
    async () => {
      const earlier = "fuzz-goose-seed1-run9.out";
      const from = await makeSuite({
        [earlier]: "an earlier case's answer\n",
        "candidate.sh": readFileSync(hostile),
      });
      const result = await fuzzFrom(
        from,
        ["--out", "."],
        `sh candidate.sh ${from} file=${earlier} `,
      );
      expect(result.stdout).toMatch(/^2 runs, no difference/);
      expect(result.exitCode).toBe(0);
    },
    60_000,
  );
});
