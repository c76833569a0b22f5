#!/usr/bin/env node
// Generated games of 100,000, 1,000,000 and 3,000,000 commands through the built CLI (`npm run
// build` first): commands per second and peak memory, which must stay flat as the input grows
// thirtyfold. Run on demand: `npm run bench [-- --runs N] [-- --keep-env]`; never part of the tests.
import { benchThroughput } from "../../../bench/throughput.mjs";
import { GENERATOR_BOARD, generateInput } from "../dist/index.js";

await benchThroughput({
  name: "campus-chaos",
  bin: new URL("../bin/campus-chaos.js", import.meta.url),
  sizes: [100_000, 1_000_000, 3_000_000],
  goal: 1_500_000,
  generate: (size) => {
    const { stdin } = generateInput({ seed: 2024, size });
    return { stdin, files: { "maps/generator-board.txt": `${GENERATOR_BOARD}\n` } };
  },
});
