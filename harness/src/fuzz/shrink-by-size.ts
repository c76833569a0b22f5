import type { GeneratedInput, InputGenerator } from "./generated-input.js";

/**
 * The smallest input the generator itself makes from `seed` on which `check` holds, trying sizes
 * from 1 up to `size` (whose input is known to hold). Used for the `spec` space: cutting lines or
 * numbers out of an input could leave the space (an empty input, a header without its `exit`), while
 * the generator's own inputs stay in it.
 */
export async function shrinkBySize(
  generate: InputGenerator,
  found: { readonly inputSeed: number; readonly size: number; readonly input: GeneratedInput },
  check: (input: GeneratedInput) => Promise<boolean>,
): Promise<GeneratedInput> {
  for (let size = 1; size < found.size; size++) {
    const input = generate({ seed: found.inputSeed, size });
    if (await check(input)) return input;
  }
  return found.input;
}
