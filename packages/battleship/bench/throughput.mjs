#!/usr/bin/env node
// Generated games of 100,000 and 1,000,000 commands through the built CLI (`pnpm build` first):
// commands per second and peak memory, which should not grow with the input. Run with
// `pnpm bench [--runs N] [--keep-env]`; it is never part of the tests.
import { benchThroughput } from "../../../bench/throughput.mjs";
import { generateInput } from "../dist/index.js";

await benchThroughput({
  name: "battleship-game",
  bin: new URL("../bin/battleship-game.js", import.meta.url),
  sizes: [100_000, 1_000_000],
  goal: 1_500_000,
  generate: (size) => generateInput({ seed: 2023, size }),
});
