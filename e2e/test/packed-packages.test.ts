import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const games = [
  { game: "goose", bin: "goose-game" },
  { game: "battleship", bin: "battleship-game" },
  { game: "nim", bin: "nim-game" },
  { game: "fish", bin: "fish-game" },
  { game: "campus-chaos", bin: "campus-chaos" },
] as const;
const packageDirs = [
  ...games.map(({ game }) => join(root, "packages", game)),
  join(root, "harness"),
];

let scratch = "";
const tarballs = new Map<string, string>();

/** pnpm runs this test, and says where it lives; `pnpm pack` rewrites `workspace:` versions. */
function runPnpm(args: readonly string[], cwd: string): string {
  const pnpm = process.env.npm_execpath;
  const [command, prefix] = pnpm?.endsWith(".cjs") ? [process.execPath, [pnpm]] : ["pnpm", []];
  return execFileSync(command, [...prefix, ...args], { cwd, encoding: "utf8" });
}

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

interface Example {
  readonly input: string;
  readonly args: string[];
  /** Expected standard output; for a protocol, its lines that are not errors. */
  readonly expected: string;
  /** How many `Error, ` lines a protocol expects on standard error. */
  readonly errors: number;
}

/** The first case transcribed from the spec's examples, as the package ships it. */
function findSpecExample(fixtures: string): Example {
  const name = readdirSync(fixtures)
    .filter((file) => file.startsWith("spec-example") && /\.(out|protocol)$/.test(file))
    .sort()[0];
  if (name === undefined) throw new Error(`no spec-example case in ${fixtures}`);
  const base = join(fixtures, name.replace(/\.(out|protocol)$/, ""));
  const read = (ext: string) => (existsSync(base + ext) ? readFileSync(base + ext, "utf8") : "");
  const args = read(".args").trim().split(" ").filter(Boolean);
  if (!name.endsWith(".protocol"))
    return { input: read(".in"), args, expected: read(".out"), errors: 0 };
  const lines = read(".protocol")
    .split("\n")
    .slice(0, -1)
    .filter((line) => !line.startsWith("#"));
  const inputs = lines.filter((line) => line.startsWith("> ")).map((line) => line.slice(2));
  const outputs = lines.filter((line) => !line.startsWith("> "));
  const isError = (line: string) => line.startsWith("Error, ") || line === "<e";
  return {
    input: inputs.map((line) => `${line}\n`).join(""),
    args,
    expected: outputs
      .filter((line) => !isError(line))
      .map((line) => `${line}\n`)
      .join(""),
    errors: outputs.filter(isError).length,
  };
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "games-packed-"));
  for (const dir of packageDirs) {
    const name = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).name as string;
    const tarball = runPnpm(["pack", "--pack-destination", scratch], dir).trim().split("\n").at(-1);
    tarballs.set(name, tarball ?? "");
  }
}, 120_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("each game installs alone from its packed tarball", () => {
  test.each(games)("$game: its bin plays a spec example exactly", ({ game, bin }) => {
    const dir = installAlone(`@games/${game}`);
    const installed = join(dir, "node_modules", "@games", game);
    const installedPackages = readdirSync(join(dir, "node_modules")).filter(
      (n) => !n.startsWith("."),
    );
    expect(installedPackages).toEqual(["@games"]);
    expect(readdirSync(installed).sort()).toEqual(
      expect.arrayContaining(["README.md", "bin", "dist", "fixtures", "package.json"]),
    );
    expect(existsSync(join(installed, "src"))).toBe(false);
    const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"));
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.devDependencies).toBeUndefined();
    expect(manifest.engines.node).toBe(">=20");

    const example = findSpecExample(join(installed, "fixtures"));
    const run = spawnSync(join(dir, "node_modules", ".bin", bin), example.args, {
      cwd: join(installed, "fixtures"),
      input: example.input,
      encoding: "utf8",
    });
    const errors = run.stderr.split("\n").filter(Boolean);
    expect(errors).toHaveLength(example.errors);
    for (const error of errors) expect(error).toMatch(/^Error, /);
    expect(run.stdout).toBe(example.expected);
  });
});

describe("the harness installs alone beside one game", () => {
  test("grades the game's shipped fixtures with the installed copies", () => {
    const dir = installAlone("@games/harness", "@games/goose");
    const run = spawnSync(join(dir, "node_modules", ".bin", "games-grade"), ["--game", "goose"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1" },
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Accepted/);
  });

  test("grades a separately installed program against the cases it ships, with no game installed", () => {
    const student = installAlone("@games/goose");
    const program = join(student, "node_modules", "@games", "goose", "bin", "goose-game.js");
    const dir = installAlone("@games/harness");
    const grade = join(dir, "node_modules", ".bin", "games-grade");
    const run = spawnSync(grade, ["--game", "goose", "--cmd", `node ${program}`], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1" },
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/score (\d+)\/\1/);
  });
});
