import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { games } from "./support/games.js";
import { expectInstalledAlone } from "./support/installed-alone.js";
import { outsideTheRepo } from "./support/npm-env.js";
import { runPnpm } from "./support/pnpm.js";
import { expectPlaysSpecExample } from "./support/spec-example.js";

const root = resolve(import.meta.dirname, "../..");
const packageDirs = [...games.map(({ game }) => join("packages", game)), "harness"];

let scratch = "";
const tarballs = new Map<string, string>();

/** An empty folder outside the repo, so Node cannot find the workspace's node_modules from it. */
function installAlone(...names: string[]): string {
  const dir = mkdtempSync(join(scratch, "install-"));
  writeFileSync(join(dir, "package.json"), '{ "name": "try-it", "private": true }\n');
  const files = names.map((name) => tarballs.get(name) ?? "");
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--offline", ...files], {
    cwd: dir,
    stdio: "pipe",
  });
  return dir;
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "games-packed-"));
  for (const dir of packageDirs) {
    const name = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")).name as string;
    // `pnpm pack` rewrites `workspace:` versions and runs .pnpmfile.cjs's beforePacking hook.
    const packed = runPnpm(["pack", "--pack-destination", scratch], join(root, dir));
    tarballs.set(name, packed.trim().split("\n").at(-1) ?? "");
  }
}, 300_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("each game installs alone from its packed tarball", () => {
  test.each(games)("$game: its bin plays a spec example exactly", ({ game, bin }) => {
    const dir = installAlone(`@games/${game}`);
    expectInstalledAlone(dir, `@games/${game}`);
    const fixtures = join(dir, "node_modules", "@games", game, "fixtures");
    expectPlaysSpecExample(join(dir, "node_modules", ".bin", bin), fixtures, outsideTheRepo());
  });
});

describe("every packed manifest", () => {
  const rootRepository = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).repository;

  test.each(packageDirs)(
    "%s names the root package.json's repository and its own folder",
    (dir) => {
      const name = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")).name as string;
      const manifest = execFileSync(
        "tar",
        ["-xOzf", tarballs.get(name) ?? "", "package/package.json"],
        {
          encoding: "utf8",
        },
      );
      expect(rootRepository.url).toMatch(/^git\+https:\/\/github\.com\/[^/]+\/[^/]+\.git$/);
      expect(JSON.parse(manifest).repository).toEqual({ ...rootRepository, directory: dir });
    },
  );
});

describe("every packed CLI", () => {
  test.each(packageDirs)("%s ships its loader, its bundle and their code cache", (dir) => {
    const name = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")).name as string;
    const files = execFileSync("tar", ["-tzf", tarballs.get(name) ?? ""], { encoding: "utf8" });
    for (const file of ["cli.cjs", "cli-bundle.cjs", "cli-bundle.code-cache"]) {
      expect(files.split("\n")).toContain(`package/dist/${file}`);
    }
  });
});

describe("the harness installs alone beside one game", () => {
  test("grades the game's shipped fixtures with the installed copies", () => {
    const dir = installAlone("@games/harness", "@games/goose");
    const run = spawnSync(join(dir, "node_modules", ".bin", "games-grade"), ["--game", "goose"], {
      cwd: dir,
      encoding: "utf8",
      env: outsideTheRepo(),
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const installed = join(dir, "node_modules", "@games", "goose");
    expect(run.stdout).toContain(`${join(installed, "fixtures")} · node ${join(installed, "bin")}`);
    expect(run.stdout).toMatch(/ Accepted · score (\d+)\/\1/);
  });

  test("grades a separately installed program against the cases it ships, with no game installed", () => {
    const student = installAlone("@games/goose");
    const program = join(student, "node_modules", "@games", "goose", "bin", "goose-game.js");
    const dir = installAlone("@games/harness");
    const grade = join(dir, "node_modules", ".bin", "games-grade");
    const run = spawnSync(grade, ["--game", "goose", "--cmd", `node ${program}`], {
      cwd: dir,
      encoding: "utf8",
      env: outsideTheRepo(),
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const shipped = join(dir, "node_modules", "@games", "harness", "fixtures", "goose");
    expect(run.stdout).toContain(`${shipped} · `);
    expect(run.stdout).toMatch(/score (\d+)\/\1/);
  });
});
