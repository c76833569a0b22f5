#!/usr/bin/env node
// `pnpm run pack`: packs every package of the workspace that is published (not "private") into
// packed/, as `pnpm pack` makes them for npm. `pnpm -r pack` packs the private ones (cli-kit, e2e)
// too, which would only mislead. Run as a pnpm script, pnpm says where it lives (npm_execpath);
// else the pnpm on PATH is used.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const destination = join(root, "packed");
// biome-ignore lint/suspicious/noUndeclaredEnvVars: set by pnpm for its scripts; this is no turbo task.
const pnpm = process.env.npm_execpath ?? "";
const [command, prefix] = pnpm.endsWith(".cjs") ? [process.execPath, [pnpm]] : ["pnpm", []];
const run = (args, cwd) => execFileSync(command, [...prefix, ...args], { cwd, encoding: "utf8" });

const projects = JSON.parse(run(["ls", "-r", "--depth", "-1", "--json"], root));
rmSync(destination, { recursive: true, force: true });
mkdirSync(destination);
for (const project of projects) {
  if (project.private === true) continue;
  const tarball = run(["pack", "--pack-destination", destination], project.path).trim();
  process.stdout.write(`${project.name}: ${tarball.split("\n").at(-1)}\n`);
}
