import { execFileSync, spawnSync } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, test } from "vitest";

// What registry-release.test.ts cannot run: the parts of the release that only GitHub Actions has
// (provenance, this repository's address). Checked here as configuration, and the guard run.

const root = resolve(import.meta.dirname, "../..");
const readManifest = (dir: string) =>
  JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8"));
const workspacePackages = [
  "harness",
  "e2e",
  ...readdirSync(join(root, "packages")).map((name) => `packages/${name}`),
];

describe("repository.url", () => {
  test("is named in the root package.json alone (each tarball gets it when packed)", () => {
    expect(readManifest(".").repository.url).toMatch(
      /^git\+https:\/\/github\.com\/[^/]+\/[^/]+\.git$/,
    );
    for (const dir of workspacePackages) expect(readManifest(dir).repository, dir).toBeUndefined();
  });

  /** Runs the guard in a copy of the repository whose root package.json names `url`. */
  const check = (repository: string, url: string) => {
    const dir = repositoryNaming(url);
    const output = join(mkdtempSync(join(tmpdir(), "release-output-")), "output");
    writeFileSync(output, "");
    const run = spawnSync(process.execPath, ["scripts/check-repository-url.mjs"], {
      cwd: dir,
      encoding: "utf8",
      env: {
        ...process.env,
        GITHUB_SERVER_URL: "https://github.com",
        GITHUB_REPOSITORY: repository,
        GITHUB_OUTPUT: output,
      },
    });
    return { ...run, outputs: readFileSync(output, "utf8") };
  };

  const teacher = "git+https://github.com/a-teacher/games.git";

  test("the release's guard accepts the repository package.json names, whatever its case", () => {
    const run = check("A-Teacher/games", teacher);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.outputs).toBe("publish=true\n");
  });

  test("the release's guard lets a repository still naming the placeholder end green, publishing nothing", () => {
    const run = check("a-teacher/games", "git+https://github.com/OWNER/games.git");
    expect(run.status).toBe(0);
    expect(run.outputs).toBe("publish=false\n");
    // One notice in the job's log, naming the file and the value to put there.
    expect(run.stdout.split("\n").filter(Boolean)).toEqual([
      expect.stringMatching(
        /^::notice title=Nothing published::package\.json's repository\.url is still the placeholder/,
      ),
    ]);
    expect(run.stdout).toContain(
      'set it to "git+https://github.com/a-teacher/games.git" in the root package.json',
    );
  });

  test("the release's guard refuses another repository in one line naming the file to change", () => {
    const run = check("someone-else/a-fork", teacher);
    expect(run.outputs).toBe("");
    expect(run.status).toBe(1);
    const lines = run.stderr.split("\n").filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("package.json's repository.url is");
    expect(lines[0]).toContain("https://github.com/someone-else/a-fork");
  });
});

describe("the release workflow", () => {
  const workflow = readFileSync(join(root, ".github", "workflows", "release.yml"), "utf8");

  test("publishes with provenance, its job allowed the id-token that signs it", () => {
    expect(workflow).toMatch(/^ {2}id-token: write\b/m);
    expect(workflow).toMatch(/^ +NPM_CONFIG_PROVENANCE: "true"$/m);
  });

  test("checks repository.url before it publishes", () => {
    const guard = workflow.indexOf("run: node scripts/check-repository-url.mjs");
    expect(guard).toBeGreaterThan(-1);
    expect(guard).toBeLessThan(workflow.indexOf("uses: changesets/action"));
  });

  test("with the placeholder, skips every step after the guard (the job ends green)", () => {
    const steps = workflow.slice(workflow.indexOf("run: node scripts/check-repository-url.mjs"));
    const later = steps.split(/^ {6}- /m).slice(1);
    expect(later.length).toBeGreaterThan(1);
    for (const step of later)
      expect(step).toMatch(/^ {8}if: steps\.(repository|changesets)\.outputs\./m);
  });

  test("tags the grading action after publishing, with what changesets published", () => {
    const tagging = workflow.indexOf("run: node scripts/tag-action-release.mjs");
    expect(tagging).toBeGreaterThan(workflow.indexOf("uses: changesets/action"));
    expect(workflow).toContain(`PUBLISHED: \${{ steps.changesets.outputs.publishedPackages }}`);
  });

  test("publishes with pnpm run release, which ends with the changeset publish registry-release.test.ts runs", () => {
    expect(workflow).toContain("publish: npx -y pnpm@10.34.9 run release");
    expect(readManifest(".").scripts.release).toMatch(/&& changeset publish$/);
  });
});

/** A folder holding the guard script beside a package.json naming `url`, as the repository's root. */
function repositoryNaming(url: string): string {
  const dir = mkdtempSync(join(tmpdir(), "release-root-"));
  mkdirSync(join(dir, "scripts"));
  copyFileSync(
    join(root, "scripts/check-repository-url.mjs"),
    join(dir, "scripts/check-repository-url.mjs"),
  );
  writeFileSync(join(dir, "package.json"), JSON.stringify({ repository: { type: "git", url } }));
  return dir;
}

describe("tags for the grading action (`uses: OWNER/games/harness@harness-v0`)", () => {
  const git = (cwd: string, ...args: string[]) =>
    execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

  const commitEmpty = (clone: string, message: string) =>
    git(
      clone,
      "-c",
      "user.name=t",
      "-c",
      "user.email=t@t",
      "commit",
      "-q",
      "--allow-empty",
      "-m",
      message,
    );

  /** A clone with one commit, and the bare repository it pushes to. */
  const makeClone = () => {
    const dir = mkdtempSync(join(tmpdir(), "release-tags-"));
    git(dir, "init", "--quiet", "--bare", "origin.git");
    git(dir, "init", "--quiet", "clone");
    const clone = join(dir, "clone");
    commitEmpty(clone, "one");
    git(clone, "remote", "add", "origin", join(dir, "origin.git"));
    return { clone, origin: join(dir, "origin.git") };
  };
  const tagRelease = (clone: string, published: unknown) =>
    execFileSync(process.execPath, [join(root, "scripts/tag-action-release.mjs")], {
      cwd: clone,
      encoding: "utf8",
      env: { ...process.env, PUBLISHED: JSON.stringify(published) },
      stdio: ["ignore", "pipe", "pipe"],
    });
  const tagsOf = (repository: string) =>
    git(repository, "tag", "--list").split("\n").filter(Boolean);

  test("a published harness is tagged harness-vX.Y.Z and harness-vX, then harness-vX moves to the next release", () => {
    const { clone, origin } = makeClone();
    tagRelease(clone, [
      { name: "@games/goose", version: "0.3.0" },
      { name: "@games/harness", version: "0.1.0" },
    ]);
    expect(tagsOf(origin)).toEqual(["harness-v0", "harness-v0.1.0"]);
    const first = git(origin, "rev-parse", "harness-v0^{commit}");

    commitEmpty(clone, "two");
    tagRelease(clone, [{ name: "@games/harness", version: "0.2.0" }]);
    expect(tagsOf(origin)).toEqual(["harness-v0", "harness-v0.1.0", "harness-v0.2.0"]);
    expect(git(origin, "rev-parse", "harness-v0.1.0^{commit}")).toBe(first);
    expect(git(origin, "rev-parse", "harness-v0^{commit}")).toBe(git(clone, "rev-parse", "HEAD"));
  });

  test("a release without the harness tags nothing", () => {
    const { clone, origin } = makeClone();
    const said = tagRelease(clone, [{ name: "@games/nim", version: "1.0.0" }]);
    expect(tagsOf(origin)).toEqual([]);
    expect(said).toContain("@games/harness was not published; no tag");
  });
});
