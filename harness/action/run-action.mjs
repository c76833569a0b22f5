// @ts-check
// The grading step of harness/action.yml: reads the action's inputs from INPUT_* variables, runs
// the harness published at this action's own version (installed by `npx --yes` from a folder of
// its own, the version in ../package.json) in the current folder, then sets the outputs `score`
// and `max-score` from its JSON report. The harness itself writes the job summary and annotations (`github`) and
// the output `result` (`classroom`). Exits with the harness's status: 0 when every case is
// accepted, 1 when not, 2 for a usage or suite error.
//
// GAMES_GRADE_BIN, for this repository's tests only: a games-grade bin to run with this Node
// instead of npx (the built harness of the checkout).
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The variables the step sets from the action's inputs (checked against action.yml by a test). */
export const INPUT_VARIABLES = [
  "INPUT_GAME",
  "INPUT_SUITE",
  "INPUT_CMD",
  "INPUT_BUILD",
  "INPUT_GROUP",
  "INPUT_TIME_LIMIT",
  "INPUT_MEMORY_LIMIT",
  "INPUT_REPORTERS",
  "INPUT_HARNESS_VERSION",
];

/** @typedef {Readonly<Record<string, string | undefined>>} Env */

/**
 * An input, blank when not given.
 * @param {Env} env
 * @param {string} name
 */
function input(env, name) {
  return (env[name] ?? "").trim();
}

/**
 * The harness's arguments for the inputs (the suite first, then options).
 * @param {Env} env
 * @param {string} reportFile
 * @returns {string[]}
 */
export function buildArguments(env, reportFile) {
  /** @type {[string, string][]} */
  const pairs = [
    ["--game", input(env, "INPUT_GAME")],
    ["--cmd", input(env, "INPUT_CMD")],
    ["--build", input(env, "INPUT_BUILD")],
    ["--group", input(env, "INPUT_GROUP")],
    ["--time-limit", input(env, "INPUT_TIME_LIMIT")],
    ["--memory-limit", input(env, "INPUT_MEMORY_LIMIT")],
  ];
  const options = pairs.flatMap(([option, value]) => (value === "" ? [] : [option, value]));
  const reporters = input(env, "INPUT_REPORTERS")
    .split(/[\s,]+/)
    .filter((reporter) => reporter !== "")
    .flatMap((reporter) => ["--reporter", reporter]);
  const suite = input(env, "INPUT_SUITE");
  return [
    ...(suite === "" ? [] : [suite]),
    ...options,
    ...reporters,
    "--reporter",
    `json=${reportFile}`,
  ];
}

/**
 * The version of the harness that ships this script: harness/package.json's.
 * @returns {string}
 */
export function readOwnVersion() {
  const file = fileURLToPath(new URL("../package.json", import.meta.url));
  return JSON.parse(readFileSync(file, "utf8")).version;
}

/**
 * The command that prints where npx installed the harness at a version (its `games-grade` bin).
 * Run in a folder of its own, never the checkout: npx runs a package the project in its folder
 * holds at that version, and a student's repository can hold a `node_modules/@games/harness` (or a
 * `.npmrc`) of its own making, which would then grade them.
 * @param {Env} env
 * @returns {[string, string[]]}
 */
export function locateCommand(env) {
  const version = input(env, "INPUT_HARNESS_VERSION") || readOwnVersion();
  return [
    "npx",
    ["--yes", "--package", `@games/harness@${version}`, "--call", "command -v games-grade"],
  ];
}

/**
 * The `games-grade` bin to run with this Node: the test's own, or the one npx installed (run from
 * `temp`); undefined, said on stderr, when npx could not install it.
 * @param {Env} env
 * @param {string} temp
 * @returns {string | undefined}
 */
function findHarnessBin(env, temp) {
  const own = input(env, "GAMES_GRADE_BIN");
  if (own !== "") return own;
  const [file, args] = locateCommand(env);
  const found = spawnSync(file, args, { cwd: temp, env, encoding: "utf8" });
  const bin = (found.stdout ?? "").trim().split("\n").at(-1) ?? "";
  if (found.status === 0 && path.isAbsolute(bin)) return bin;
  const why = found.error?.message ?? (found.stderr ?? "").trim().split("\n").at(-1) ?? "";
  process.stderr.write(`games-grade action: could not install the harness with npx: ${why}\n`);
  return undefined;
}

/**
 * `score=` and `max-score=` from the JSON report, appended to $GITHUB_OUTPUT.
 * @param {Env} env
 * @param {string} reportFile
 */
function writeScore(env, reportFile) {
  const output = input(env, "GITHUB_OUTPUT");
  if (output === "" || !existsSync(reportFile)) return;
  const { summary } = JSON.parse(readFileSync(reportFile, "utf8"));
  appendFileSync(output, `score=${summary.points}\nmax-score=${summary.maxPoints}\n`);
}

/**
 * A word as a shell would need it, for the log line that shows the command.
 * @param {string} word
 */
function quoteWord(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

/**
 * The step: 0, 1 or 2 as the harness exits (2 as well when it cannot be run).
 * @param {Env} env
 * @returns {number}
 */
export function runAction(env) {
  if (input(env, "INPUT_SUITE") === "" && input(env, "INPUT_GAME") === "") {
    process.stderr.write("games-grade action: give the input suite (a folder of cases) or game\n");
    return 2;
  }
  const temp = mkdtempSync(path.join(input(env, "RUNNER_TEMP") || tmpdir(), "games-grade-"));
  try {
    const reportFile = path.join(temp, "report.json");
    const bin = findHarnessBin(env, temp);
    if (bin === undefined) return 2;
    const args = [bin, ...buildArguments(env, reportFile)];
    process.stdout.write(`games-grade action: node ${args.map(quoteWord).join(" ")}\n`);
    const run = spawnSync(process.execPath, args, { stdio: "inherit", env });
    if (run.error !== undefined) {
      process.stderr.write(`games-grade action: could not run ${bin}: ${run.error.message}\n`);
      return 2;
    }
    writeScore(env, reportFile);
    return run.status ?? 1;
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = runAction(process.env);
