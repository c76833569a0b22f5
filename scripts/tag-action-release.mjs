#!/usr/bin/env node
// The release workflow runs this after `changeset publish`. A course pins the grading action with
// `uses: OWNER/games/harness@TAG`, and `uses:` cannot read changesets' tags (`@games/harness@0.1.0`
// has an `@` of its own), so when @games/harness was published this tags the commit
// `harness-vX.Y.Z` (never moved) and moves `harness-vX` to it (the pin a course uses for a term),
// then pushes both to `origin`. PUBLISHED is changesets/action's `publishedPackages` output:
// `[{ "name": "@games/harness", "version": "0.2.0" }, …]`.
import { execFileSync } from "node:child_process";

// biome-ignore lint/suspicious/noUndeclaredEnvVars: set by the release workflow; this is no turbo task.
const published = JSON.parse(process.env.PUBLISHED || "[]");
const harness = published.find((entry) => entry.name === "@games/harness");

const git = (...args) => execFileSync("git", args, { stdio: ["ignore", "inherit", "inherit"] });

if (harness === undefined) {
  process.stdout.write("tag-action-release: @games/harness was not published; no tag\n");
} else {
  const exact = `harness-v${harness.version}`;
  const major = `harness-v${harness.version.split(".")[0]}`;
  git("tag", exact);
  git("tag", "--force", major);
  git("push", "origin", `refs/tags/${exact}`);
  git("push", "--force", "origin", `refs/tags/${major}`);
  process.stdout.write(`tag-action-release: tagged ${exact} and moved ${major}\n`);
}
