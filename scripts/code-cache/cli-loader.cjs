// dist/cli.cjs, written by scripts/build-package.mjs from scripts/code-cache/cli-loader.cjs: runs the
// CLI's bundle (cli-bundle.cjs) with the V8 code cache the build made by running it once, so that
// Node does not compile again, at every start, the functions a start runs (bench/startup.mjs).
// The cache is V8's own: a Node whose V8 differs rejects it and compiles as without one.
"use strict";
const { readFileSync } = require("node:fs");
const { join } = require("node:path");
const { Script } = require("node:vm");
const { createRequire } = require("node:module");

const bundle = join(__dirname, "cli-bundle.cjs");
const source = readFileSync(bundle, "utf8");
const script = new Script(
  `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
  { filename: bundle, cachedData: readCache() },
);
script.runInThisContext()(exports, createRequire(bundle), module, bundle, __dirname);

/**
 * The cache made from this very bundle, which ends with the build's tag: V8 checks a cache against
 * the length of the source alone.
 */
function readCache() {
  if (!source.endsWith("__BUILD_TAG__")) return undefined;
  try {
    return readFileSync(join(__dirname, "cli-bundle.code-cache"));
  } catch {
    return undefined;
  }
}
