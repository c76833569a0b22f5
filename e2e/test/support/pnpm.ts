import { execFileSync } from "node:child_process";
import { accessSync, chmodSync, constants, writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";

interface Pnpm {
  readonly command: string;
  readonly prefix: readonly string[];
}

/** The first executable `name` on PATH, as an absolute path. */
function findOnPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    const file = join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {}
  }
  return undefined;
}

/**
 * The pnpm that runs this test: a pnpm script says where it lives (npm_execpath, its pnpm.cjs);
 * else (`pnpm exec vitest`, `npx vitest`) the pnpm on PATH.
 */
function findPnpm(): Pnpm {
  const execPath = process.env.npm_execpath;
  if (execPath?.endsWith(".cjs")) return { command: process.execPath, prefix: [execPath] };
  const onPath = findOnPath("pnpm");
  if (onPath === undefined) throw new Error("no pnpm: run the tests with npx -y pnpm@10.34.9 test");
  return { command: onPath, prefix: [] };
}

/** Runs pnpm in `cwd`; its output, or an error carrying its standard error. */
export function runPnpm(
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const { command, prefix } = findPnpm();
  return execFileSync(command, [...prefix, ...args], { cwd, env, encoding: "utf8", stdio: "pipe" });
}

/**
 * Writes `dir/pnpm`, a shim for the pnpm that runs this test (by its absolute path), for the tools
 * that look for `pnpm` on PATH themselves (turbo, changesets): they use the pinned pnpm and never
 * fetch one.
 */
export function writePnpmShim(dir: string): void {
  const { command, prefix } = findPnpm();
  const words = [command, ...prefix].map((word) => `'${word.replaceAll("'", `'\\''`)}'`);
  const shim = join(dir, "pnpm");
  writeFileSync(shim, `#!/bin/sh\nexec ${words.join(" ")} "$@"\n`);
  chmodSync(shim, 0o755);
}
