#!/usr/bin/env node
// Throughput and memory of the built CLI (`pnpm build` first; `pnpm bench [--runs N] [--keep-env]`).
// A game ends within 35 valid rolls, so a long input is a stream of invalid tokens, one per line,
// read with --stdin: each one is answered with a full frame (about 860 bytes), the most output a
// command can cause. Peak memory should not grow from 100k to 1M commands.
import { benchThroughput } from "../../../bench/throughput.mjs";

const TOKENS = ["x", "7", "0", "400000", "日本語"];

await benchThroughput({
  name: "fish-game",
  bin: new URL("../bin/fish-game.js", import.meta.url),
  args: ["--stdin"],
  sizes: [100_000, 1_000_000],
  goal: 1_500_000,
  generate: (size) => ({
    stdin: Array.from({ length: size }, (_, index) => `${TOKENS[index % TOKENS.length]}\n`).join(
      "",
    ),
  }),
});
