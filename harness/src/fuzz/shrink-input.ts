import { splitLines } from "../compare/resolve-expected.js";
import type { GeneratedInput } from "./generated-input.js";
import { type Check, removeChunks } from "./remove-chunks.js";
import { shrinkIntegers } from "./shrink-integers.js";

interface Parts {
  readonly lines: readonly string[];
  readonly args: readonly string[];
}

type Shrink = (
  items: readonly string[],
  check: Check<readonly string[]>,
) => Promise<readonly string[]>;

// Fewer lines and arguments first (the biggest cut), then smaller numbers in what is left.
const STEPS: readonly (readonly [Shrink, keyof Parts])[] = [
  [removeChunks, "lines"],
  [removeChunks, "args"],
  [shrinkIntegers, "lines"],
  [shrinkIntegers, "args"],
];

/**
 * A smaller input for which `check` still holds: fewer lines of standard input and fewer arguments
 * (delta debugging), then smaller integers, round after round until a round changes nothing.
 * `check` must hold for `input` itself; its data files are kept as they are.
 */
export async function shrinkInput(
  input: GeneratedInput,
  check: Check<GeneratedInput>,
): Promise<GeneratedInput> {
  const ending = input.stdin.endsWith("\n") ? "\n" : "";
  const build = ({ lines, args }: Parts): GeneratedInput => ({
    ...input,
    stdin: lines.length === 0 ? "" : `${lines.join("\n")}${ending}`,
    args,
  });
  let parts: Parts = { lines: splitLines(input.stdin), args: input.args };
  let before: string;
  do {
    before = JSON.stringify(parts);
    for (const [shrink, field] of STEPS) {
      const current = parts;
      const items = await shrink(current[field], (items) =>
        check(build({ ...current, [field]: items })),
      );
      parts = { ...current, [field]: items };
    }
  } while (JSON.stringify(parts) !== before);
  return build(parts);
}
