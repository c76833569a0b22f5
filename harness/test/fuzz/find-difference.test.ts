import { CliError } from "@games/cli-kit";
import { describe, expect, test } from "vitest";
import type { Comparison } from "../../src/fuzz/compare-programs.js";
import { findDifference, seedOfRun, sizeOfRun } from "../../src/fuzz/find-difference.js";
import type { GeneratedInput, GenerateInputOptions } from "../../src/fuzz/generated-input.js";
import { makeDifference, makeRun } from "./fake-runs.js";

const generate = ({ seed, size }: GenerateInputOptions): GeneratedInput => ({
  stdin: `${seed} ${size}\n`,
  args: [],
});
const same: Comparison = { kind: "same", reference: makeRun("") };

describe("findDifference", () => {
  test("grows sizes from 1 to the largest, small ones first", () => {
    const sizes = [1, 2, 3, 4, 5].map((run) => sizeOfRun(run, { runs: 5, maxSize: 20 }));
    expect(sizes).toEqual([1, 6, 11, 15, 20]);
    expect(sizeOfRun(1, { runs: 100, maxSize: 20 })).toBe(1);
    expect(sizeOfRun(100, { runs: 100, maxSize: 20 })).toBe(20);
    expect(sizeOfRun(1, { runs: 1, maxSize: 20 })).toBe(20);
  });

  test("gives each run its own seed, the same for the same --seed", () => {
    const seeds = [1, 2, 3].map((run) => seedOfRun(run, 7));
    expect(new Set(seeds).size).toBe(3);
    expect(seedOfRun(2, 7)).toBe(seeds[1]);
    expect(seedOfRun(1, 8)).not.toBe(seedOfRun(2, 7));
  });

  test("returns the first run that differs in run order, although runs go in parallel", async () => {
    const plan = { runs: 10, seed: 1, maxSize: 10, jobs: 4 };
    const started: number[] = [];
    const found = await findDifference(generate, plan, async (_, run) => {
      started.push(run);
      return run === 6 || run === 7 ? makeDifference("x", "y") : same;
    });
    expect(found).toMatchObject({ run: 6, runs: 10, size: 6, inputSeed: seedOfRun(6, 1) });
    expect(found?.input.stdin).toBe(`${seedOfRun(6, 1)} 6\n`);
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  test("returns nothing when every run agrees", async () => {
    const plan = { runs: 3, seed: 1, maxSize: 3, jobs: 2 };
    expect(await findDifference(generate, plan, async () => same)).toBeUndefined();
  });

  test("fails with one line when the reference refuses a generated input", async () => {
    const plan = { runs: 3, seed: 1, maxSize: 3, jobs: 1 };
    const refused: Comparison = {
      kind: "invalid",
      reference: makeRun("", { exitCode: 2, errorOutput: "goose-game: line 2: bad\nmore\n" }),
    };
    const error = await findDifference(generate, plan, async () => refused).catch((e) => e);
    expect(error).toBeInstanceOf(CliError);
    expect(error.message).toBe(
      "the reference failed on the generated input of run 1 (exit code 2: goose-game: line 2: bad): the game's generator or program is wrong, not the candidate",
    );
  });
});
