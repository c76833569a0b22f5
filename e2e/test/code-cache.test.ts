import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { games } from "./support/games.js";

// scripts/build-package.mjs gives each CLI a loader (dist/cli.cjs) that runs its bundle with the V8
// code cache the build made; these tests run the built packages as a user's Node does.
const root = resolve(import.meta.dirname, "../..");
const spy = join(import.meta.dirname, "support", "code-cache-spy.cjs");
const clis = [
  ...games.map(({ game, bin }) => ({ dir: join(root, "packages", game), bin })),
  { dir: join(root, "harness"), bin: "games-grade" },
];
/** A whole game of goose, with its answers, to run on spoiled copies. */
const gooseCase = join(root, "fixtures", "goose", "all-three-players-penalised-at-once");

let scratch = "";
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "code-cache-"));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs a package's bin with the spy preloaded: its output, and what the spy saw. */
function runWithSpy(dir: string, bin: string, input = "") {
  const record = join(mkdtempSync(join(scratch, "run-")), "spy.txt");
  writeFileSync(record, "");
  const { NODE_OPTIONS, ...env } = process.env;
  const run = spawnSync(process.execPath, ["--require", spy, join(dir, "bin", `${bin}.js`)], {
    input,
    env: { ...env, CODE_CACHE_SPY: record },
    encoding: "utf8",
  });
  return { stdout: run.stdout, status: run.status, seen: readFileSync(record, "utf8") };
}

/** A copy of a package's bin and dist, to spoil. */
function copyPackage(dir: string): string {
  const copy = mkdtempSync(join(scratch, "package-"));
  for (const part of ["bin", "dist", "package.json"])
    cpSync(join(dir, part), join(copy, part), { recursive: true });
  return copy;
}

describe("each built CLI", () => {
  test.each(clis)("$bin starts from the code cache its build made", ({ dir, bin }) => {
    // NODE_OPTIONS unset, as the build runs it: V8 takes a cache made under the same flags, and by
    // the same Node (a build turbo restored from its cache may have been made by another one).
    expect(
      runWithSpy(dir, bin).seen,
      "a cache made by another Node is rejected: rebuild with `npx -y pnpm@10.34.9 exec turbo run build --force`",
    ).toBe("given=true taken=true\n");
  });
});

describe("a cache that does not fit", () => {
  const goose = join(root, "packages", "goose");
  const input = readFileSync(`${gooseCase}.in`, "utf8");
  const expected = readFileSync(`${gooseCase}.out`, "utf8");

  test("is not given to V8 with a bundle from another build, and the CLI runs as before", () => {
    const copy = copyPackage(goose);
    const bundle = join(copy, "dist", "cli-bundle.cjs");
    // Another build's bundle ends with another tag, of the same length (V8 would check no more).
    const text = readFileSync(bundle, "utf8");
    writeFileSync(
      bundle,
      text.replace(/[0-9a-f](?=[^0-9a-f]*\n$)/, (digit) => (digit === "0" ? "1" : "0")),
    );
    const spoiled = runWithSpy(copy, "goose-game", input);
    expect(spoiled.seen).toBe("given=false taken=false\n");
    expect(spoiled).toMatchObject({ stdout: expected, status: 0 });
  });

  test("that V8 rejects leaves the CLI to compile, with the same answers", () => {
    const copy = copyPackage(goose);
    writeFileSync(join(copy, "dist", "cli-bundle.code-cache"), Buffer.alloc(4096, 7));
    const spoiled = runWithSpy(copy, "goose-game", input);
    expect(spoiled.seen).toBe("given=true taken=false\n");
    expect(spoiled).toMatchObject({ stdout: expected, status: 0 });
  });
});
