import { availableParallelism } from "node:os";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import { parseDuration, parseJobs, parseSandboxMode, parseSize } from "../cli/parse-values.js";
import { readOptions } from "../cli/read-options.js";
import { DEFAULT_SANDBOX_MODE } from "../sandbox/index.js";
import type { FuzzOptions } from "./fuzz-game.js";
import type { InputSpace } from "./generated-input.js";

export type FuzzArgs = Omit<FuzzOptions, "searchFrom" | "invokedFrom" | "hidden"> & {
  /** Where the case is written when a difference is found. */
  readonly out: string;
  /** The options given that grading takes too, as typed (`--visible lib`): see `GRADING_OPTIONS`. */
  readonly gradingArgs: readonly string[];
};

export type FuzzCommand =
  | { readonly kind: "help" }
  | { readonly kind: "fuzz"; readonly options: FuzzArgs };

const OPTIONS = {
  game: { type: "string" },
  cmd: { type: "string" },
  runs: { type: "string" },
  seed: { type: "string" },
  "max-size": { type: "string" },
  "shrink-limit": { type: "string" },
  out: { type: "string" },
  "time-limit": { type: "string" },
  "wall-limit": { type: "string" },
  "output-limit": { type: "string" },
  visible: { type: "string", multiple: true },
  jobs: { type: "string", short: "j" },
  sandbox: { type: "string" },
  group: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/**
 * Fuzz's options that grading takes too: the line that says how to grade a found case repeats those
 * given, so that the case grades as it was found (a candidate that needs a --visible folder).
 */
const GRADING_OPTIONS = ["time-limit", "wall-limit", "output-limit", "sandbox", "visible"] as const;

/**
 * The largest `--max-size`: a game's generator makes about that many lines (campus-chaos 1.7 MB at
 * 100000), far past what a difference needs to show; at 10^8 it made a text longer than V8 allows
 * (an internal error, `Invalid string length`).
 */
const MAX_SIZE = 100_000;

/** Found cases go in a folder of their own, not loose in the current folder (often a repository root). */
const DEFAULT_OUT = "fuzz-cases";

const DEFAULTS = {
  runs: 100,
  seed: 1,
  maxSize: 50,
  shrinkLimit: 2000,
  timeLimitMs: 5000,
  outputLimitBytes: 1024 * 1024,
};

/** The arguments after `games-grade fuzz`. */
export function parseFuzzArgs(args: readonly string[]): FuzzCommand {
  if (args.includes("--help") || args.includes("-h")) return { kind: "help" };
  const { values, positionals } = readOptions(args, OPTIONS);
  if (positionals.length > 0)
    throw new CliError(`fuzz takes no folder or file, got "${positionals[0]}" (see --help)`);
  if (values.game === undefined || values.cmd === undefined)
    throw new CliError("fuzz needs --game NAME and --cmd COMMAND (see --help)");
  const read = <T>(text: string | undefined, parse: (text: string) => T, fallback: T): T =>
    text === undefined ? fallback : parse(text);
  return {
    kind: "fuzz",
    options: {
      game: values.game,
      command: values.cmd,
      runs: read(values.runs, (text) => parseCount(text, "--runs", 1), DEFAULTS.runs),
      seed: read(values.seed, (text) => parseCount(text, "--seed", 0), DEFAULTS.seed),
      maxSize: read(
        values["max-size"],
        (text) => parseCount(text, "--max-size", 1, MAX_SIZE),
        DEFAULTS.maxSize,
      ),
      shrinkLimit: read(
        values["shrink-limit"],
        (text) => parseCount(text, "--shrink-limit", 0),
        DEFAULTS.shrinkLimit,
      ),
      jobs: read(values.jobs, parseJobs, availableParallelism()),
      timeLimitMs: read(
        values["time-limit"],
        (text) => parseDuration(text, "--time-limit"),
        DEFAULTS.timeLimitMs,
      ),
      wallLimitMs: read(
        values["wall-limit"],
        (text) => parseDuration(text, "--wall-limit"),
        undefined,
      ),
      outputLimitBytes: read(
        values["output-limit"],
        (text) => parseSize(text, "--output-limit"),
        DEFAULTS.outputLimitBytes,
      ),
      sandbox: read(values.sandbox, parseSandboxMode, DEFAULT_SANDBOX_MODE),
      visible: values.visible ?? [],
      space: read(values.group, parseSpace, "spec"),
      out: path.resolve(values.out ?? DEFAULT_OUT),
      gradingArgs: GRADING_OPTIONS.flatMap((name) =>
        [values[name] ?? []].flat().flatMap((value) => [`--${name}`, value]),
      ),
    },
  };
}

/** `--group spec` (inputs a student is graded on) or `--group all` (every input the generator makes). */
function parseSpace(text: string): InputSpace {
  if (text === "spec" || text === "all") return text;
  throw new CliError(
    `fuzz --group must be spec (the default: inputs a student is graded on) or all (every input the generator makes), not "${text}"`,
  );
}

/** A whole number from `min`, below 2^32 (seeds are 32-bit) or up to `max`. */
function parseCount(text: string, option: string, min: number, max?: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < min || value > (max ?? 0xffffffff)) {
    const range = max === undefined ? `from ${min}` : `from ${min} to ${max}`;
    throw new CliError(`${option} must be a whole number ${range}, not "${text}"`);
  }
  return value;
}
