import { CliError } from "@games/cli-kit";
import { COMPARE_MODES, type CompareMode, isCompareMode } from "../result/verdict.js";
import { MAX_LIMIT_MS } from "../run/time-limits.js";
import { SANDBOX_MODES, type SandboxMode } from "../sandbox/index.js";
import type { Shard } from "../suite/select-cases.js";
import { formatSize } from "../text/format-size.js";

/** `2`, `0.5`, `2s` (seconds) or `300ms` → whole milliseconds, from 1 to a day. */
export function parseDuration(text: string, option: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s)?$/.exec(text.trim());
  const value = match === null ? Number.NaN : Number(match[1]) * (match[2] === "ms" ? 1 : 1000);
  if (!(value > 0))
    throw new CliError(`${option} must be a time like 2, 0.5, 2s or 300ms, not "${text}"`);
  if (value > MAX_LIMIT_MS)
    throw new CliError(`${option} must be at most a day (86400s), not "${text}"`);
  // Rounded to 0 (`0.4ms`), the limit was no time at all: every case a Time Limit Exceeded.
  if (Math.round(value) < 1)
    throw new CliError(`${option} must be at least a millisecond (1ms), not "${text}"`);
  return Math.round(value);
}

const SIZE_UNITS: Record<string, number> = {
  "": 1,
  k: 1024,
  kib: 1024,
  m: 1024 ** 2,
  mib: 1024 ** 2,
  g: 1024 ** 3,
  gib: 1024 ** 3,
};

/** The largest size a limit may be (memory, files), 1 TiB: a larger one is no limit at all. */
const MAX_SIZE_BYTES = 1024 ** 4;

/** `1048576`, `512K`, `1M` (binary units) → bytes, at most `max`. */
export function parseSize(text: string, option: string, max = MAX_SIZE_BYTES): number {
  const match = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(text.trim());
  const unit = SIZE_UNITS[match?.[2]?.toLowerCase() ?? "?"];
  const value =
    match === null || unit === undefined ? Number.NaN : Math.floor(Number(match[1]) * unit);
  if (!(value > 0))
    throw new CliError(`${option} must be a size like 1048576, 512K or 1M, not "${text}"`);
  if (value > max)
    throw new CliError(`${option} must be at most ${formatSize(max)}, not "${text}"`);
  return value;
}

/** `spec`, `spec,decision` or `all` → the group names. */
export function parseGroups(text: string): string[] {
  const groups = text.split(",").map((group) => group.trim());
  const bad = groups.find((group) => !/^[a-z0-9][a-z0-9-]*$/.test(group));
  if (bad !== undefined)
    throw new CliError(`--group takes group names separated by commas (or all), not "${text}"`);
  return groups;
}

export function parseSandboxMode(text: string): SandboxMode {
  const mode = SANDBOX_MODES.find((candidate) => candidate === text);
  if (mode === undefined)
    throw new CliError(`--sandbox must be ${SANDBOX_MODES.join(", ")}, not "${text}"`);
  return mode;
}

export function parseCount(text: string, option: string, max?: number): number {
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > (max ?? Number.MAX_SAFE_INTEGER)) {
    const range = max === undefined ? "from 1" : `from 1 to ${max}`;
    throw new CliError(`${option} must be a whole number ${range}, not "${text}"`);
  }
  return count;
}

export function parseJobs(text: string): number {
  const jobs = Number(text);
  if (!Number.isInteger(jobs) || jobs < 1)
    throw new CliError(`--jobs must be a whole number from 1, not "${text}"`);
  return jobs;
}

/** `K/N`: the K-th of N shards, 1 ≤ K ≤ N. */
export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (match === null || index < 1 || count < 1 || index > count) {
    throw new CliError(`--shard must be K/N with 1 ≤ K ≤ N, like 2/4, not "${text}"`);
  }
  return { index, count };
}

export function parseCompareMode(text: string): CompareMode {
  if (isCompareMode(text)) return text;
  throw new CliError(`--compare must be one of ${COMPARE_MODES.join(", ")}, not "${text}"`);
}

export const REPORTER_KINDS = [
  "terminal",
  "json",
  "junit",
  "html",
  "github",
  "classroom",
  "gradescope",
] as const;
export type ReporterKind = (typeof REPORTER_KINDS)[number];

/** Where one report goes: a file, or standard output when no file is given. */
export interface ReporterTarget {
  readonly kind: ReporterKind;
  readonly file?: string;
}

const FILE_REPORTERS: readonly string[] = ["json", "junit", "html", "gradescope"];

/** `terminal`, `github`, `classroom[=FILE]`, or a file reporter, each with `=FILE` or without (standard output). */
export function parseReporter(text: string): ReporterTarget {
  const [kind = "", ...rest] = text.split("=");
  const file = rest.length === 0 ? undefined : rest.join("=");
  if (FILE_REPORTERS.includes(kind) && file !== "") {
    const fileKind = kind as ReporterKind;
    return file === undefined ? { kind: fileKind } : { kind: fileKind, file };
  }
  if ((kind === "terminal" || kind === "github") && file === undefined) return { kind };
  // classroom writes to $GITHUB_OUTPUT, never to standard output; FILE gets its JSON as well.
  if (kind === "classroom" && file !== "") return file === undefined ? { kind } : { kind, file };
  throw new CliError(
    `--reporter must be terminal, github, classroom[=FILE], json[=FILE], junit[=FILE], html[=FILE] or gradescope[=FILE], not "${text}"`,
  );
}

/** A file reporter without its file writes to standard output, instead of the terminal report. */
export function takesStandardOutput(target: ReporterTarget): boolean {
  return FILE_REPORTERS.includes(target.kind) && target.file === undefined;
}
