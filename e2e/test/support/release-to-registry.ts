import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { runPnpm } from "./pnpm.js";

/**
 * Copies the repository's files as they are now (tracked or new, not ignored) into `dest`, but for
 * its pending changesets: the copy releases the test's throwaway one alone, whose bump it knows.
 */
function copyWorkingTree(root: string, dest: string): void {
  const files = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      cwd: root,
      encoding: "utf8",
    },
  );
  for (const file of files.split("\0")) {
    if (file === "" || !existsSync(join(root, file))) continue; // deleted, not yet staged
    if (isPendingChangeset(file)) continue;
    mkdirSync(dirname(join(dest, file)), { recursive: true });
    copyFileSync(join(root, file), join(dest, file));
  }
}

function isPendingChangeset(file: string): boolean {
  return /^\.changeset\/[^/]+\.md$/.test(file) && file !== ".changeset/README.md";
}

/** Commits everything in `repo`, as the release workflow sees `main` after a merge. */
function commitAll(repo: string, message: string): void {
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "commit.gpgsign=false", ...args], {
      cwd: repo,
      stdio: "pipe",
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: "release test",
        GIT_AUTHOR_EMAIL: "release-test@localhost",
        GIT_COMMITTER_NAME: "release test",
        GIT_COMMITTER_EMAIL: "release-test@localhost",
      },
    });
  if (!existsSync(join(repo, ".git"))) git("init", "-q", "-b", "main");
  git("add", "-A");
  git("commit", "-q", "-m", message);
}

export interface ReleaseOptions {
  /** The repository to release (its working tree is copied; it is never changed). */
  readonly root: string;
  /** An empty folder for the copy. */
  readonly repo: string;
  /** The environment every pnpm call runs with (see npm-env.ts): the registry, the publisher's token. */
  readonly env: NodeJS.ProcessEnv;
  /** The package a throwaway changeset bumps a patch version. */
  readonly bump: string;
}

/**
 * The release path of .github/workflows/release.yml on a copy of the repository: a changeset,
 * `changeset version` (the "Version packages" pull request, then merged), a build, then
 * `changeset publish` (what `pnpm run release` ends with) to the registry `env` names.
 * The workflow's lint and tests before publishing are left out: this test is one of them.
 */
export function releaseToRegistry({ root, repo, env, bump }: ReleaseOptions): void {
  copyWorkingTree(root, repo);
  commitAll(repo, "the repository as it is");
  // From pnpm's store, which installing the repository itself filled: no registry is asked.
  runPnpm(["install", "--frozen-lockfile", "--offline"], repo, env);
  const changeset = `---\n"${bump}": patch\n---\n\nA throwaway change to release.\n`;
  writeFileSync(join(repo, ".changeset", "throwaway-release-test.md"), changeset);
  runPnpm(["exec", "changeset", "version"], repo, env);
  commitAll(repo, "Version packages");
  runPnpm(["run", "build"], repo, env);
  runPnpm(["exec", "changeset", "publish"], repo, env);
}
