import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runCli } from "../../src/cli/run-cli.js";
import { makeIo } from "../helpers/memory-io.js";

/** A test program of programs/, as the command fuzz is given for it. */
export function testProgram(file: string): string {
  return `${process.execPath} ${fileURLToPath(new URL(`./programs/${file}`, import.meta.url))}`;
}

/** Goose's CLI with one message wrong (see programs/wrong-goose.mjs). */
export const WRONG_GOOSE = testProgram("wrong-goose.mjs");

/** The test programs reach a game package through a workspace link, which no box shows them. */
export const UNBOXED = ["--sandbox", "none"];

/** `games-grade fuzz ARGS`, run in this process: its exit status and what it printed on each stream. */
export async function fuzz(
  args: string[],
): Promise<{ status: number; text: string; errorText: string }> {
  const io = makeIo(["fuzz", ...args]);
  const status = await runCli(io, { NO_COLOR: "1" });
  return { status, text: io.text(), errorText: io.errorText() };
}

/** The folder of a game package of this repository, built if it is not yet (a fresh clone). */
export function findBuiltGame(game: string): string {
  const manifest = createRequire(import.meta.url).resolve(`@games/${game}/package.json`);
  const dir = path.dirname(manifest);
  if (!existsSync(path.join(dir, "dist/index.js"))) {
    execFileSync(process.execPath, ["../../scripts/build-package.mjs"], { cwd: dir });
  }
  return dir;
}
