import path from "node:path";
import { CliError } from "@games/cli-kit";

/**
 * One input for a program, as a game's `generateInput` returns it: standard input, arguments and,
 * optionally, data files the input names (a path from the working folder → its text).
 */
export interface GeneratedInput {
  readonly stdin: string;
  readonly args: readonly string[];
  readonly files?: Readonly<Record<string, string>>;
}

/**
 * Which inputs a generator draws from: `spec`, only input a student's program is graded on (the
 * suite's `spec` group: what the assignment text settles); `all`, every input it makes.
 */
export type InputSpace = "spec" | "all";

export interface GenerateInputOptions {
  readonly seed: number;
  readonly size: number;
  readonly space?: InputSpace;
}

export type InputGenerator = (options: GenerateInputOptions) => GeneratedInput;

/** Checks what a generator returned, so that a broken one is one clear line, not a crash later. */
export function validateGeneratedInput(value: unknown, source: string): GeneratedInput {
  const problem = findProblem(value);
  if (problem !== undefined) throw new CliError(`generateInput of ${source} returned ${problem}`);
  return value as GeneratedInput;
}

function findProblem(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return "no object";
  const { stdin, args, files } = value as Record<string, unknown>;
  if (typeof stdin !== "string") return "no stdin string";
  if (!Array.isArray(args) || !args.every((arg) => typeof arg === "string"))
    return "no args array of strings";
  if (files === undefined) return undefined;
  if (typeof files !== "object" || files === null) return "files that are not an object";
  for (const [name, text] of Object.entries(files)) {
    if (typeof text !== "string") return `files whose ${name} is not text`;
    if (!isInsideFolder(name)) return `a file ${JSON.stringify(name)} outside the working folder`;
  }
  return undefined;
}

function isInsideFolder(name: string): boolean {
  const normal = path.normalize(name);
  return name !== "" && !path.isAbsolute(name) && normal !== ".." && !normal.startsWith("../");
}
