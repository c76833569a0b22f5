import { existsSync, lstatSync, readdirSync } from "node:fs";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { describe, expect, test } from "vitest";
import { makeSuite } from "../helpers/suites.js";

const bin = fileURLToPath(new URL("../../bin/games-grade.js", import.meta.url));
const isRoot = process.getuid?.() === 0;

/**
 * A folder anyone may write in (`mode`), holding a candidate that plants `fuzz-cases` there as a
 * link to a root-owned folder, after moving aside whatever was there; and that folder, empty.
 */
async function makePlantingCandidate(mode: number): Promise<{ from: string; target: string }> {
  const target = await makeSuite({});
  const from = await makeSuite({});
  const planted = path.join(from, "fuzz-cases");
  await writeFile(
    path.join(from, "plant.sh"),
    `#!/bin/sh\nmv ${planted} ${from}/moved 2>/dev/null\nln -s ${target} ${planted}\n`,
  );
  await chmod(path.join(from, "plant.sh"), 0o755);
  await chmod(from, mode);
  return { from, target };
}

function fuzzFrom(from: string) {
  const args = ["fuzz", "--game", "nim", "--cmd", "./plant.sh", "--runs", "1"];
  return execa(process.execPath, [bin, ...args, "--shrink-limit", "0", "--sandbox", "basic"], {
    reject: false,
    cwd: from,
    env: { NO_COLOR: "1" },
  });
}

// Basic mode as root: the candidate runs as a box user of its own, and the grader writes as root.
describe.runIf(isRoot)("basic mode as root: fuzz's --out, planted by the candidate", () => {
  test("is made before the programs run, so a link cannot take its place", async () => {
    const { from, target } = await makePlantingCandidate(0o1777);
    const result = await fuzzFrom(from);
    expect(result.exitCode).toBe(1);
    expect(readdirSync(target)).toEqual([]);
    expect(lstatSync(path.join(from, "fuzz-cases")).isDirectory()).toBe(true);
    expect(readdirSync(path.join(from, "fuzz-cases")).sort()).toEqual([
      "fuzz-nim-seed1-run1.in",
      "fuzz-nim-seed1-run1.out",
    ]);
  }, 60_000);

  test("is refused in one line when it is no longer the folder made, never written through", async () => {
    // Not sticky: the candidate may move the folder made aside and put a link in its place.
    const { from, target } = await makePlantingCandidate(0o777);
    const result = await fuzzFrom(from);
    expect(result.exitCode).toBe(2);
    expect(readdirSync(target)).toEqual([]);
    const said = result.stderr.split("\n").filter((line) => !line.includes("isolation: basic"));
    expect(said).toEqual([
      expect.stringMatching(
        /^games-grade: a difference was found, but its case could not be written in fuzz-cases \(.*fuzz-cases is now a link, not the folder made before the programs ran\)/,
      ),
    ]);
    expect(existsSync(path.join(from, "moved"))).toBe(true);
  }, 60_000);
});

test("an agreeing fuzz leaves no empty fuzz-cases folder behind", async () => {
  const from = await makeSuite({});
  await mkdir(path.join(from, "kept"));
  const nim = fileURLToPath(new URL("../../../packages/nim/bin/nim-game.js", import.meta.url));
  const args = ["fuzz", "--game", "nim", "--cmd", `${process.execPath} ${nim}`, "--runs", "1"];
  const result = await execa(process.execPath, [bin, ...args, "--sandbox", "none"], {
    reject: false,
    cwd: from,
  });
  expect(result.exitCode).toBe(0);
  expect(readdirSync(from)).toEqual(["kept"]);
}, 60_000);
