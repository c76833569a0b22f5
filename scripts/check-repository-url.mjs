#!/usr/bin/env node
// The release workflow runs this before publishing. Every published package.json takes `repository`
// from the root package.json (.pnpmfile.cjs adds each package's folder), and npm refuses a
// provenance statement whose repository.url is not the GitHub repository that built the package:
// this says so in one line, naming the one place to change, before anything is published.
// Exit 0 when the root's repository.url names $GITHUB_SERVER_URL/$GITHUB_REPOSITORY, else 1.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const manifest = join(import.meta.dirname, "..", "package.json");
const url = JSON.parse(readFileSync(manifest, "utf8")).repository?.url ?? "";
// biome-ignore lint/suspicious/noUndeclaredEnvVars: set by GitHub Actions; this is no turbo task.
const server = process.env.GITHUB_SERVER_URL ?? "https://github.com";
// biome-ignore lint/suspicious/noUndeclaredEnvVars: set by GitHub Actions; this is no turbo task.
const repository = process.env.GITHUB_REPOSITORY;

/** `git+https://github.com/a/b.git` and `https://github.com/A/b` name the same repository. */
const normalize = (text) =>
  text
    .replace(/^git\+/, "")
    .replace(/(\.git)?\/?$/, "")
    .toLowerCase();

if (repository === undefined || repository === "") {
  process.stderr.write("check-repository-url: GITHUB_REPOSITORY (owner/name) is not set\n");
  process.exitCode = 1;
} else if (normalize(url) !== normalize(`${server}/${repository}`)) {
  process.stderr.write(
    `check-repository-url: package.json's repository.url is "${url}", but this repository is ` +
      `${server}/${repository}: set it there, once (every published package takes it from there)\n`,
  );
  process.exitCode = 1;
}
