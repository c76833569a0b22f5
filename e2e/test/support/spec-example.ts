import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";

interface Example {
  readonly input: string;
  readonly args: string[];
  /** Expected standard output; for a protocol, its lines that are not errors. */
  readonly expected: string;
  /** How many `Error, ` lines a protocol expects on standard error. */
  readonly errors: number;
}

/** The first case transcribed from the spec's examples, as the package ships it. */
function findSpecExample(fixtures: string): Example {
  const name = readdirSync(fixtures)
    .filter((file) => file.startsWith("spec-example") && /\.(out|protocol)$/.test(file))
    .sort()[0];
  if (name === undefined) throw new Error(`no spec-example case in ${fixtures}`);
  const base = join(fixtures, name.replace(/\.(out|protocol)$/, ""));
  const read = (ext: string) => (existsSync(base + ext) ? readFileSync(base + ext, "utf8") : "");
  const args = read(".args").trim().split(" ").filter(Boolean);
  if (!name.endsWith(".protocol"))
    return { input: read(".in"), args, expected: read(".out"), errors: 0 };
  const lines = read(".protocol")
    .split("\n")
    .slice(0, -1)
    .filter((line) => !line.startsWith("#"));
  const inputs = lines.filter((line) => line.startsWith("> ")).map((line) => line.slice(2));
  const outputs = lines.filter((line) => !line.startsWith("> "));
  const isError = (line: string) => line.startsWith("Error, ") || line === "<e";
  return {
    input: inputs.map((line) => `${line}\n`).join(""),
    args,
    expected: outputs
      .filter((line) => !isError(line))
      .map((line) => `${line}\n`)
      .join(""),
    errors: outputs.filter(isError).length,
  };
}

/**
 * Runs `bin` (an installed command) on the first spec example among the cases the package ships in
 * `fixtures`, and expects exactly the example's output and error lines.
 */
export function expectPlaysSpecExample(
  bin: string,
  fixtures: string,
  env: NodeJS.ProcessEnv = process.env,
): void {
  const example = findSpecExample(fixtures);
  const run = spawnSync(bin, example.args, {
    cwd: fixtures,
    env,
    input: example.input,
    encoding: "utf8",
  });
  const errors = run.stderr.split("\n").filter(Boolean);
  expect(errors).toHaveLength(example.errors);
  for (const error of errors) expect(error).toMatch(/^Error, /);
  expect(run.stdout).toBe(example.expected);
}
