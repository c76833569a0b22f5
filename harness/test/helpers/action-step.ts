import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { makeSuite, programsDir } from "./suites.js";

export const packageDir = fileURLToPath(new URL("../../", import.meta.url));
const script = path.join(packageDir, "action/run-action.mjs");
export const bin = path.join(packageDir, "bin/games-grade.js");
export const hasJava = spawnSync("javac", ["-version"]).status === 0;

/** Builds the harness when a bare `vitest run` in a fresh clone has not (turbo builds first). */
export function ensureBuilt(): void {
  if (!existsSync(path.join(packageDir, "dist/cli.cjs"))) {
    execFileSync("npm", ["run", "build"], { cwd: packageDir }); // its own build, with its options
  }
}

/** The inputs' defaults in action.yml, which GitHub fills in for those a workflow leaves out. */
const ACTION_DEFAULTS: Record<string, string> = Object.fromEntries(
  [
    ...readFileSync(path.join(packageDir, "action.yml"), "utf8").matchAll(
      /^ {2}([a-z-]+):\n(?: {4}\w+: .*\n)*? {4}default: (.*)$/gm,
    ),
  ].map(([, name = "", value = ""]) => [name, value.replace(/^"(.*)"$/, "$1")]),
);

/** A repository the way a student's looks: Main.java and, for a suite of its own, tests/. */
export async function makeRepository(): Promise<string> {
  const repository = await makeSuite({
    "tests/shout.in": "hello\n",
    "tests/shout.out": "HELLO\n",
    "tests/suite.json": JSON.stringify({ cases: { shout: { points: 4 } } }),
    "tests/whisper.in": "quiet\n",
    "tests/whisper.out": "QUIET\n",
  });
  copyFileSync(path.join(programsDir, "java/Main.java"), path.join(repository, "Main.java"));
  return repository;
}

/**
 * Runs the action's script as its step does: inputs as INPUT_* variables, fake $GITHUB_OUTPUT and
 * $GITHUB_STEP_SUMMARY files, and the checkout's built games-grade in place of npx.
 */
export async function runStep(repository: string, inputs: Record<string, string>) {
  const files = await makeSuite({ "output.txt": "", "summary.md": "" });
  const output = path.join(files, "output.txt");
  const summary = path.join(files, "summary.md");
  const env: Record<string, string> = { PATH: process.env.PATH ?? "", NO_COLOR: "1" };
  for (const [name, value] of Object.entries({ ...ACTION_DEFAULTS, ...inputs })) {
    env[`INPUT_${name.toUpperCase().replaceAll("-", "_")}`] = value;
  }
  const run = spawnSync(process.execPath, [script], {
    cwd: repository,
    encoding: "utf8",
    env: {
      ...env,
      GITHUB_ACTIONS: "true",
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
      RUNNER_TEMP: files,
      GAMES_GRADE_BIN: bin,
    },
  });
  return {
    status: run.status,
    stdout: run.stdout,
    stderr: run.stderr,
    outputs: readOutputs(readFileSync(output, "utf8")),
    summary: readFileSync(summary, "utf8"),
  };
}

function readOutputs(text: string): Record<string, string> {
  const lines = text.split("\n").filter((line) => line !== "");
  return Object.fromEntries(
    lines.map((line) => [line.split("=")[0], line.slice(line.indexOf("=") + 1)]),
  );
}

export const decode = (encoded = "") => JSON.parse(Buffer.from(encoded, "base64").toString("utf8"));
