#!/usr/bin/env node
// Generated sessions of 100,000 and 1,000,000 input lines through the built CLI (`pnpm build`
// first): lines per second and peak memory, which should stay flat as the input grows. Run with
// `pnpm bench [--runs N] [--keep-env]`; it is never part of the tests.
import { benchThroughput } from "../../../bench/throughput.mjs";
import { generateInput } from "../dist/index.js";

await benchThroughput({
  name: "nim-game",
  bin: new URL("../bin/nim-game.js", import.meta.url),
  sizes: [100_000, 1_000_000],
  goal: 1_500_000,
  unit: "lines",
  generate: (size) => generateInput({ seed: 1, size }),
});
