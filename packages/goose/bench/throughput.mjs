#!/usr/bin/env node
// Generated games of 100,000 and 1,000,000 commands through the built CLI (`pnpm build` first):
// commands per second and peak memory, which should not grow with the input, since the CLI keeps no
// history. Run with `pnpm bench [--runs N] [--keep-env]`; it is never part of the tests.
import { benchThroughput } from "../../../bench/throughput.mjs";
import { generateInput } from "../dist/index.js";

await benchThroughput({
  name: "goose-game",
  bin: new URL("../bin/goose-game.js", import.meta.url),
  sizes: [100_000, 1_000_000],
  goal: 2_000_000,
  generate: (size) => generateInput({ seed: 2022, size }),
});
