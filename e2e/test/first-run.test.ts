import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { readCommands } from "./support/readme-commands.js";

// What a newcomer does first: follows the README's commands as written, asks each program for
// --help, and starts a game at a terminal.

const root = resolve(import.meta.dirname, "../..");
const readmes = [
  "README.md",
  "harness/README.md",
  ...readdirSync(join(root, "harness/docs")).map((name) => `harness/docs/${name}`),
  "e2e/README.md",
  ".changeset/README.md",
  ...readdirSync(join(root, "packages")).map((name) => `packages/${name}/README.md`),
].filter((file) => existsSync(join(root, file)));

/**
 * The root README's commands this test does not run, each with why and where it is checked
 * instead. Every other command of that README runs here, as written, from the repository's folder.
 */
const NOT_RUN: Readonly<Record<string, string>> = {
  "npx -y pnpm@10.34.9 start":
    "install, build and grade everything: .ci/run runs check, which builds and grades",
  "npx -y pnpm@10.34.9 run check": "the whole check, of which this test is part: .ci/run runs it",
  'npx -y pnpm@10.34.9 exec games-grade fixtures/goose --cmd "java -cp sub Main"':
    "needs a student's compiled program in sub/: harness/test/cli/java-submission.e2e.test.ts grades one so",
  'npx -y pnpm@10.34.9 exec games-grade fuzz --game goose --cmd "java -cp sub Main" --runs 500 --seed 1':
    "needs a student's compiled program in sub/: harness/test/fuzz/fuzz-command.test.ts fuzzes a wrong goose",
  'npx @games/harness --game goose --cmd "java Main"':
    "needs a student's Main.class: registry-release.test.ts runs it from a local registry, the released goose-game as the program",
};

describe("the root README's commands, as written", () => {
  const commands = readCommands(join(root, "README.md"));

  test("are each run here or listed, with a reason, as not run", () => {
    expect(commands.length).toBeGreaterThan(5);
    for (const skipped of Object.keys(NOT_RUN)) expect(commands).toContain(skipped);
  });

  test.each(commands.filter((command) => NOT_RUN[command] === undefined))(
    "%s",
    (command) => {
      const run = spawnSync("sh", ["-c", command], {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, NO_COLOR: "1" },
      });
      expect(run.stderr).not.toMatch(/ERR_PNPM|Unknown project config/);
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/cases: \d+ Accepted · score (\d+)\/\1|^games-grade: grade/);
    },
    300_000,
  );
});

describe("every README", () => {
  test.each(readmes)("%s links only to files inside the repository", (file) => {
    const text = readFileSync(join(root, file), "utf8");
    for (const [, target = ""] of text.matchAll(/\]\(([^)#\s]+)[^)]*\)/g)) {
      if (/^[a-z]+:/.test(target)) continue; // a web address, not a file
      const path = resolve(root, dirname(file), target);
      expect(path.startsWith(`${root}/`), `${target} leaves the repository`).toBe(true);
      expect(existsSync(path), `${target} does not exist`).toBe(true);
    }
    expect(text).not.toContain("../shared/");
  });

  test.each(readmes)(
    "%s never shows a bare npx pnpm, which fetches a pnpm that refuses the repo",
    (file) => {
      // A command spelled `npx pnpm <something>`, inline or in a block; naming `npx pnpm` alone is fine.
      expect(readFileSync(join(root, file), "utf8")).not.toMatch(/(`|^)npx pnpm [\w<]/m);
    },
  );
});

test("npm reads the repository's .npmrc without a warning", () => {
  const run = spawnSync("npm", ["config", "get", "update-notifier"], {
    cwd: root,
    encoding: "utf8",
  });
  expect(run.stderr).not.toContain("Unknown project config");
  expect(run.stdout.trim()).toBe("false");
});

test("pnpm run pack packs the six published packages and not the private ones", () => {
  execFileSync(process.execPath, ["scripts/pack-public.mjs"], { cwd: root, stdio: "pipe" });
  const packed = readdirSync(join(root, "packed")).sort();
  expect(packed.map((file) => file.replace(/-\d+\.\d+\.\d+\.tgz$/, ""))).toEqual([
    "games-battleship",
    "games-campus-chaos",
    "games-fish",
    "games-goose",
    "games-harness",
    "games-nim",
  ]);
}, 300_000);
