// Run by scripts/build-package.mjs: `node make-code-cache.cjs LOADER CACHE [ARGS]` runs the built CLI
// (LOADER, its dist/cli.cjs: see cli-loader.cjs) with ARGS on this process's stdin, and writes V8's
// code cache of its bundle into CACHE once it ends: the functions that ran have been compiled by then,
// and the cache holds them too.
"use strict";
const { writeFileSync } = require("node:fs");
const vm = require("node:vm");

const [loader, cache] = process.argv.splice(2, 2);
let compiled;
// The loader's own compile, observed rather than copied: a cache fits only the script it was made of.
vm.Script = class extends vm.Script {
  constructor(...args) {
    super(...args);
    compiled ??= this;
  }
};
process.once("exit", () => {
  if (compiled === undefined) throw new Error(`${loader} compiled no script`);
  writeFileSync(cache, compiled.createCachedData());
});
require(loader);
