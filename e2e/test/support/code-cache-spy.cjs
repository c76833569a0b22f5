// Preloaded (`node --require`) into a built CLI: records, in the file CODE_CACHE_SPY names, whether its
// loader handed V8 a code cache and whether V8 took it.
"use strict";
const { appendFileSync } = require("node:fs");
const vm = require("node:vm");

vm.Script = class extends vm.Script {
  constructor(source, options) {
    super(source, options);
    const given = options?.cachedData !== undefined;
    const taken = given && !this.cachedDataRejected;
    appendFileSync(process.env.CODE_CACHE_SPY, `given=${given} taken=${taken}\n`);
  }
};
