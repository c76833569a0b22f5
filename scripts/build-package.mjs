#!/usr/bin/env node
// Builds the package in the current folder: esbuild bundles each entry point into one ESM file in
// dist/ (workspace helpers and libraries included, so a published package needs nothing at run time),
// then tsc writes the type declarations for the library entry. A game's cases (fixtures/<game>/ at the
// top of the repo) are copied into the package, so `games-grade --game <game>` finds them once installed.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, join } from "node:path";
import { build } from "esbuild";

const entries = ["src/index.ts", "src/cli.ts"].filter((file) => existsSync(file));
rmSync("dist", { recursive: true, force: true });

await build({
  entryPoints: entries,
  outdir: "dist",
  bundle: true,
  // `--split` puts what a dynamic import() loads into its own file, read only when it is needed.
  splitting: process.argv.includes("--split"),
  chunkNames: "chunks/[name]-[hash]",
  platform: "node",
  format: "esm",
  target: "node20",
  legalComments: "none",
  logLevel: "warning",
  // Bundled CommonJS dependencies may call require() for Node built-ins.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
});

if (existsSync("src/index.ts")) {
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc", {
    paths: [process.cwd()],
  });
  execFileSync(process.execPath, [tsc, "-p", "tsconfig.build.json"], { stdio: "inherit" });
}

// `--fixtures=all` (the harness) ships every game's cases, so a student's program can be graded with
// nothing but the harness installed.
const allFixtures = process.argv.includes("--fixtures=all");
const cases = join(
  import.meta.dirname,
  "..",
  "fixtures",
  allFixtures ? "" : basename(process.cwd()),
);
rmSync("fixtures", { recursive: true, force: true });
if (existsSync(cases)) cpSync(cases, "fixtures", { recursive: true });
