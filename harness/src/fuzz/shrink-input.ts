import { splitLines } from "../compare/resolve-expected.js";
import type { GeneratedInput } from "./generated-input.js";
import { type Check, removeChunks } from "./remove-chunks.js";
import { shrinkIntegers } from "./shrink-integers.js";

interface Parts {
  readonly lines: readonly string[];
  readonly args: readonly string[];
}

type Step = (parts: Parts, check: Check<Parts>) => Promise<Parts>;

// Fewer lines and arguments first (the biggest cut), then smaller numbers in what is left.
const STEPS: readonly Step[] = [
  async (parts, check) => ({
    ...parts,
    lines: await removeChunks(parts.lines, (lines) => check({ ...parts, lines })),
  }),
  async (parts, check) => ({
    ...parts,
    args: await removeChunks(parts.args, (args) => check({ ...parts, args })),
  }),
  async (parts, check) => ({
    ...parts,
    lines: await shrinkIntegers(parts.lines, (lines) => check({ ...parts, lines })),
  }),
  async (parts, check) => ({
    ...parts,
    args: await shrinkIntegers(parts.args, (args) => check({ ...parts, args })),
  }),
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
  const checkParts = (parts: Parts) => check(build(parts));
  let parts: Parts = { lines: splitLines(input.stdin), args: input.args };
  let before: string;
  do {
    before = JSON.stringify(parts);
    for (const step of STEPS) parts = await step(parts, checkParts);
  } while (JSON.stringify(parts) !== before);
  return build(parts);
}
