#!/usr/bin/env node
// The release workflow runs this before publishing. Every published package.json takes `repository`
// from the root package.json (.pnpmfile.cjs adds each package's folder), and npm refuses a
// provenance statement whose repository.url is not the GitHub repository that built the package.
// Three outcomes, each one line:
// - the root still names the placeholder OWNER/games: nobody has set up releases yet, which is no
//   failure; a notice says what to set and where, and the step output `publish=false` skips the rest;
// - it names $GITHUB_SERVER_URL/$GITHUB_REPOSITORY: `publish=true`;
// - it names another repository (a fork, a typo): exit 1, naming the one place to change.
import { appendFileSync, readFileSync } from "node:fs";
import { join } from "node:path";

const PLACEHOLDER_OWNER = "owner";
const manifest = join(import.meta.dirname, "..", "package.json");
const url = JSON.parse(readFileSync(manifest, "utf8")).repository?.url ?? "";
// biome-ignore lint/suspicious/noUndeclaredEnvVars: set by GitHub Actions; this is no turbo task.
const server = process.env.GITHUB_SERVER_URL ?? "https://github.com";
// biome-ignore lint/suspicious/noUndeclaredEnvVars: set by GitHub Actions; this is no turbo task.
const repository = process.env.GITHUB_REPOSITORY;
// biome-ignore lint/suspicious/noUndeclaredEnvVars: set by GitHub Actions; this is no turbo task.
const outputFile = process.env.GITHUB_OUTPUT;

/** `git+https://github.com/a/b.git` and `https://github.com/A/b` name the same repository. */
const normalize = (text) =>
  text
    .replace(/^git\+/, "")
    .replace(/(\.git)?\/?$/, "")
    .toLowerCase();

const setPublish = (value) => {
  if (outputFile) appendFileSync(outputFile, `publish=${value}\n`);
};

const here = `${server}/${repository}`;
if (repository === undefined || repository === "") {
  process.stderr.write("check-repository-url: GITHUB_REPOSITORY (owner/name) is not set\n");
  process.exitCode = 1;
} else if (normalize(url).split("/").at(-2) === PLACEHOLDER_OWNER) {
  process.stdout.write(
    `::notice title=Nothing published::package.json's repository.url is still the placeholder "${url}": ` +
      `set it to "git+${here}.git" in the root package.json to publish from this repository\n`,
  );
  setPublish(false);
} else if (normalize(url) !== normalize(here)) {
  process.stderr.write(
    `check-repository-url: package.json's repository.url is "${url}", but this repository is ` +
      `${here}: set it there, once (every published package takes it from there)\n`,
  );
  process.exitCode = 1;
} else {
  setPublish(true);
}
