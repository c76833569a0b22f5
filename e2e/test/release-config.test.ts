import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
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

  const check = (repository: string) =>
    spawnSync(process.execPath, ["scripts/check-repository-url.mjs"], {
      cwd: root,
      encoding: "utf8",
      env: {
        ...process.env,
        GITHUB_SERVER_URL: "https://github.com",
        GITHUB_REPOSITORY: repository,
      },
    });

  test("the release's guard accepts the repository the root names", () => {
    const [, owner, name] =
      /github\.com\/([^/]+)\/([^/]+)\.git$/.exec(readManifest(".").repository.url) ?? [];
    const run = check(`${owner}/${name}`);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  test("the release's guard refuses another repository in one line naming the file to change", () => {
    const run = check("someone-else/a-fork");
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

  test("publishes with pnpm run release, which ends with the changeset publish registry-release.test.ts runs", () => {
    expect(workflow).toContain("publish: npx -y pnpm@10.34.9 run release");
    expect(readManifest(".").scripts.release).toMatch(/&& changeset publish$/);
  });
});
