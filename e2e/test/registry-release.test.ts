import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { games, publishedPackages } from "./support/games.js";
import { expectInstalledAlone } from "./support/installed-alone.js";
import { npmEnv } from "./support/npm-env.js";
import { writePnpmShim } from "./support/pnpm.js";
import { readCommands } from "./support/readme-commands.js";
import { releaseToRegistry } from "./support/release-to-registry.js";
import { expectPlaysSpecExample } from "./support/spec-example.js";
import { type LocalRegistry, startRegistry } from "./support/start-registry.js";

// The release path run for real: a changeset is versioned and every public package published to a
// local registry (verdaccio, no uplink), then installed from it alone, as a stranger would, into
// empty folders outside the repository. Slow (a copy of the repository is installed and built).

const root = resolve(import.meta.dirname, "../..");
const readManifest = (dir: string) => JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
const BUMPED = "@games/goose";

let scratch = "";
let registry: LocalRegistry | undefined;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "games-registry-"));
  const registryDir = join(scratch, "registry");
  const bin = join(scratch, "bin");
  mkdirSync(registryDir);
  mkdirSync(bin);
  registry = await startRegistry(registryDir);
  writePnpmShim(bin);
  const env = npmEnv({
    registry: registry.url,
    home: join(scratch, "publisher"),
    userconfig: registry.publisherConfig,
    path: [bin],
  });
  env.TURBO_TELEMETRY_DISABLED = "1";
  releaseToRegistry({ root, repo: join(scratch, "repo"), env, bump: BUMPED });
}, 600_000);

afterAll(async () => {
  await registry?.stop();
  if (scratch !== "") rmSync(scratch, { recursive: true, force: true });
}, 60_000);

/** A stranger's npm: only the local registry, no token, an empty cache and global folder. */
function strangerEnv(): { readonly env: NodeJS.ProcessEnv; readonly home: string } {
  const home = mkdtempSync(join(scratch, "stranger-"));
  return {
    env: npmEnv({ registry: registry?.url ?? "", home, path: [join(home, "global", "bin")] }),
    home,
  };
}

function npm(args: readonly string[], env: NodeJS.ProcessEnv, cwd = scratch) {
  return spawnSync("npm", args, { cwd, env, encoding: "utf8" });
}

/** An empty project folder with `names` installed from the registry by npm. */
function installFromRegistry(env: NodeJS.ProcessEnv, ...names: string[]): string {
  const dir = mkdtempSync(join(scratch, "project-"));
  writeFileSync(join(dir, "package.json"), '{ "name": "try-it", "private": true }\n');
  execFileSync("npm", ["install", ...names], { cwd: dir, env, stdio: "pipe" });
  return dir;
}

/** `0.1.0` → `0.1.1`: what the throwaway changeset's patch makes of a version. */
const nextPatch = (version: string) =>
  version.replace(/\.(\d+)$/, (_, patch: string) => `.${Number(patch) + 1}`);

/** Each published package's directory in the repository, and the version it should be on the registry. */
const released = [...games.map(({ game }) => `packages/${game}`), "harness"].map((dir) => {
  const { name, version } = readManifest(join(root, dir));
  return { dir, name: name as string, version: name === BUMPED ? nextPatch(version) : version };
});

describe("changeset version, then changeset publish, to a local registry", () => {
  test("publishes every public package, the changeset's one a patch version higher", () => {
    expect(released.map(({ name }) => name).sort()).toEqual([...publishedPackages].sort());
    const { env } = strangerEnv();
    for (const { name, version } of released) {
      const view = npm(["view", name, "version", "--json"], env);
      expect(view.stderr).toBe("");
      expect(JSON.parse(view.stdout), name).toBe(version);
    }
  });

  test("answers not found for the private packages and for anything never published to it", () => {
    const { env } = strangerEnv();
    for (const name of ["@games/cli-kit", "@games/e2e", "execa"]) {
      const view = npm(["view", name, "version"], env);
      expect(view.status, name).not.toBe(0);
      expect(view.stderr, name).toContain("E404");
    }
  });

  test("each published manifest names the root package.json's repository and the package's folder", () => {
    const { repository } = readManifest(root);
    const { env } = strangerEnv();
    for (const { dir, name } of released) {
      const view = npm(["view", name, "repository", "--json"], env);
      expect(JSON.parse(view.stdout), name).toEqual({ ...repository, directory: dir });
    }
  });
});

/** The commands harness/README.md's Install block shows that need what no test has here. */
const NOT_RUN: Readonly<Record<string, string>> = {
  'npx @games/harness --game goose --cmd "java Main"':
    "needs a student's Main.class: the npx test below runs it with the released goose-game",
};

describe("installed from that registry alone, outside the repository", () => {
  test("harness/README.md's Install block works as written", () => {
    const commands = readCommands(join(root, "harness", "README.md"), "Install");
    for (const skipped of Object.keys(NOT_RUN)) expect(commands).toContain(skipped);
    const { env, home } = strangerEnv();
    const dir = mkdtempSync(join(scratch, "readme-"));
    const runs = commands
      .filter((command) => NOT_RUN[command] === undefined)
      .map((command) => ({
        command,
        ...spawnSync("sh", ["-c", command], { cwd: dir, env, encoding: "utf8" }),
      }));
    for (const run of runs) expect(run.status, `${run.command}\n${run.stderr}`).toBe(0);
    const goose = join(home, "global", "lib", "node_modules", "@games", "goose");
    // The installed goose-game, graded against the cases its own package ships.
    expect(runs.at(-1)?.stdout).toContain(`${join(goose, "fixtures")} · `);
    expect(runs.at(-1)?.stdout).toMatch(/ Accepted · score (\d+)\/\1/);
    expect(readManifest(goose).version).toBe(released.find(({ name }) => name === BUMPED)?.version);
  });

  test("npm i -g @games/goose puts a goose-game on PATH that plays a spec example", () => {
    const { env, home } = strangerEnv();
    const install = npm(["install", "--global", "@games/goose"], env);
    expect(install.status, install.stderr).toBe(0);
    const fixtures = join(home, "global", "lib", "node_modules", "@games", "goose", "fixtures");
    expectPlaysSpecExample("goose-game", fixtures, env);
  });

  test("npx @games/harness grades the released goose-game Accepted with the cases it ships", () => {
    const student = strangerEnv();
    const goose = installFromRegistry(student.env, "@games/goose");
    // The bin's link in node_modules/.bin, as a teacher would name it: the box shows the link's
    // folder and the package it points into.
    const program = join(goose, "node_modules", ".bin", "goose-game");
    const { env } = strangerEnv();
    const dir = mkdtempSync(join(scratch, "teacher-"));
    const run = spawnSync("npx", ["@games/harness", "--game", "goose", "--cmd", program], {
      cwd: dir,
      env,
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/ Accepted · score (\d+)\/\1/);
    // npx fetched the released harness into its empty cache (its one line on standard error says
    // so; the harness wrote nothing there), and installed nothing where it ran.
    const harness = released.find(({ name }) => name === "@games/harness");
    expect(run.stderr).toMatch(
      new RegExp(`^npm warn exec .* @games/harness@${harness?.version.replaceAll(".", "\\.")}\n$`),
    );
    expect(run.stdout).toMatch(/\b_npx\/\w+\/node_modules\/@games\/harness\/fixtures\/goose\b/);
    expect(existsSync(join(dir, "node_modules"))).toBe(false);
  });

  // npx runs a package the project in its folder holds at the version asked: a student's checkout
  // with a `node_modules/@games/harness` of its own making graded itself, $GITHUB_OUTPUT and all.
  test("the GitHub Action's step runs the released harness, never one the checkout holds", () => {
    const { env } = strangerEnv();
    const harness = released.find(({ name }) => name === "@games/harness");
    const checkout = mkdtempSync(join(scratch, "checkout-"));
    const planted = join(checkout, "node_modules", "@games", "harness");
    mkdirSync(join(planted, "bin"), { recursive: true });
    writeFileSync(
      join(planted, "package.json"),
      JSON.stringify({
        name: "@games/harness",
        version: harness?.version,
        bin: { "games-grade": "bin/g.js" },
      }),
    );
    writeFileSync(join(planted, "bin", "g.js"), '#!/usr/bin/env node\nconsole.log("PLANTED");\n', {
      mode: 0o755,
    });
    mkdirSync(join(checkout, "node_modules", ".bin"));
    execFileSync("ln", [
      "-s",
      "../@games/harness/bin/g.js",
      join(checkout, "node_modules", ".bin", "games-grade"),
    ]);
    writeFileSync(join(checkout, "package.json"), '{ "name": "student", "private": true }\n');
    mkdirSync(join(checkout, "tests"));
    writeFileSync(join(checkout, "tests", "a.in"), "hi\n");
    writeFileSync(join(checkout, "tests", "a.out"), "hi\n");
    const output = join(checkout, "..", `${checkout.split("/").at(-1)}-output.txt`);
    writeFileSync(output, "");
    const run = spawnSync(process.execPath, [join(root, "harness", "action", "run-action.mjs")], {
      cwd: checkout,
      env: {
        ...env,
        INPUT_SUITE: "tests",
        INPUT_CMD: "cat",
        INPUT_HARNESS_VERSION: harness?.version ?? "",
        GITHUB_OUTPUT: output,
      },
      encoding: "utf8",
    });
    expect(run.stdout).not.toContain("PLANTED");
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(output, "utf8")).toBe("score=1\nmax-score=1\n");
  });

  test.each(games)(
    "$game installs alone into an empty folder and its bin plays a spec example",
    ({ game, bin }) => {
      const { env } = strangerEnv();
      const name = `@games/${game}`;
      const dir = installFromRegistry(env, name);
      expectInstalledAlone(dir, name);
      const installed = join(dir, "node_modules", name);
      expect(readManifest(installed).version).toBe(released.find((r) => r.name === name)?.version);
      expectPlaysSpecExample(
        join(dir, "node_modules", ".bin", bin),
        join(installed, "fixtures"),
        env,
      );
    },
  );
});
