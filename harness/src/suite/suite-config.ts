import { readFile } from "node:fs/promises";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import { type CompareMode, isCompareMode } from "../result/verdict.js";
import { isVisibility, VISIBILITIES, type Visibility } from "../result/visibility.js";
import { MAX_LIMIT_MS } from "../run/time-limits.js";
import { compileGlob, findGlobError, isGlob } from "./glob.js";
import { CASE_FILE_LIMIT } from "./read-case-file.js";
import { checkReadings, type ReadingConfig } from "./reading-config.js";

/** Settings one case (or every case whose name matches a glob) may override. */
export interface CaseConfig {
  readonly compare?: CompareMode;
  readonly points?: number;
  /** The exit status the program must end with (default 0), for cases of rejected input. */
  readonly exitCode?: number;
  /** The group a case belongs to (`spec`, `decision`, `package`, …); see `case-groups.ts`. */
  readonly group?: string;
  /** One line saying what the case checks: the rule of the text, or the decision it pins. */
  readonly description?: string;
  /** When students see the case's result on Gradescope (default `visible`). */
  readonly visibility?: Visibility;
}

/** Settings shared by every case of a group; a case's own settings win over them. */
export type GroupConfig = Omit<CaseConfig, "group">;

/** The contents of a suite's `suite.json`; every field is optional. */
export interface SuiteConfig extends CaseConfig {
  readonly game?: string;
  readonly command?: string;
  readonly cwd?: string;
  /** Seconds of CPU time. */
  readonly timeLimit?: number;
  /** Seconds of wall-clock time (default: see `defaultWallLimit`). */
  readonly wallLimit?: number;
  /** Bytes. */
  readonly outputLimit?: number;
  /** Data files and folders the cases need (boards), from the suite folder: copied for each run. */
  readonly files?: readonly string[];
  readonly groups?: Readonly<Record<string, GroupConfig>>;
  readonly cases?: Readonly<Record<string, CaseConfig>>;
  /** Points the assignment text leaves open, each with its readings (see `reading-config.ts`). */
  readonly readings?: Readonly<Record<string, ReadingConfig>>;
}

export const SUITE_FILE = "suite.json";

type Check = (value: unknown) => boolean;
const isText: Check = (value) => typeof value === "string" && value !== "";
/** A limit of `max` at most: past it, `1e21` seconds reached `ulimit` as `1e+21`, and every case failed. */
const isPositiveUpTo =
  (max: number): Check =>
  (value) =>
    typeof value === "number" && value > 0 && value <= max;
/** A time limit from a millisecond: under one (`1e-9`), every case was a Time Limit Exceeded. */
const isSeconds: Check = (value) =>
  isPositiveUpTo(MAX_LIMIT_MS / 1000)(value) && (value as number) >= 0.001;
const isGroupName: Check = (value) =>
  typeof value === "string" && /^[a-z0-9][a-z0-9-]*$/.test(value);
const isCount: Check = (value) => Number.isInteger(value) && (value as number) >= 0;

const GROUP_FIELDS: Record<string, [Check, string]> = {
  compare: [isCompareMode, `"exact", "trim-end" or "tokens"`],
  points: [isCount, "a whole number of points, 0 or more"],
  exitCode: [isCount, "an exit status, 0 or more"],
  description: [isText, "a text"],
  visibility: [isVisibility, `one of ${VISIBILITIES.map((name) => `"${name}"`).join(", ")}`],
};

const CASE_FIELDS: Record<string, [Check, string]> = {
  ...GROUP_FIELDS,
  group: [isGroupName, "a group name of lowercase letters, digits and dashes"],
};

const SUITE_FIELDS: Record<string, [Check, string]> = {
  ...CASE_FIELDS,
  $schema: [isText, "a text"],
  game: [isText, "a package name"],
  command: [isText, "a command line"],
  cwd: [isText, "a folder path"],
  timeLimit: [isSeconds, "seconds, at least 0.001 (a millisecond), at most 86400 (a day)"],
  wallLimit: [isSeconds, "seconds, at least 0.001 (a millisecond), at most 86400 (a day)"],
  outputLimit: [isPositiveUpTo(CASE_FILE_LIMIT), `bytes, more than 0, at most ${CASE_FILE_LIMIT}`],
  files: [
    (value) => Array.isArray(value) && value.every(isText),
    "a list of paths from the suite folder",
  ],
  groups: [(value) => isRecord(value), "an object of group names to settings"],
  cases: [(value) => isRecord(value), "an object of case names (or globs) to settings"],
  readings: [(value) => isRecord(value), "an object of open points to their readings"],
};

/** Reads `suite.json` from `dir`; a suite without one has no settings. */
export async function loadSuiteConfig(dir: string): Promise<SuiteConfig> {
  const file = path.join(dir, SUITE_FILE);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw new CliError(`cannot read ${file}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  return parseSuiteConfig(json, file);
}

export function parseSuiteConfig(json: unknown, file: string): SuiteConfig {
  if (!isRecord(json)) throw new CliError(`${file}: expected a JSON object`);
  checkFields(json, SUITE_FIELDS, file, "");
  for (const [name, settings] of Object.entries(json.groups ?? {})) {
    if (!isGroupName(name)) throw new CliError(`${file}: groups.${name} is not a group name`);
    if (!isRecord(settings)) throw new CliError(`${file}: groups.${name} must be an object`);
    checkFields(settings, GROUP_FIELDS, file, `groups.${name}.`);
  }
  for (const [name, settings] of Object.entries(json.cases ?? {})) {
    const globError = findGlobError(name);
    if (globError !== undefined) {
      throw new CliError(`${file}: cases.${name} is not a glob: ${globError}`);
    }
    if (!isRecord(settings)) throw new CliError(`${file}: cases.${name} must be an object`);
    checkFields(settings, CASE_FIELDS, file, `cases.${name}.`);
  }
  if (json.readings !== undefined) checkReadings(json.readings, file);
  return json as SuiteConfig;
}

/**
 * The settings for case `name`: its group's, then every matching entry of `cases`, later entries
 * winning.
 */
export function findCaseConfig(config: SuiteConfig, name: string): CaseConfig {
  let found: CaseConfig = {};
  for (const [pattern, settings] of Object.entries(config.cases ?? {})) {
    const matches = isGlob(pattern) ? compileGlob(pattern).test(name) : pattern === name;
    if (matches) found = { ...found, ...settings };
  }
  const groups = config.groups ?? {};
  const group =
    found.group !== undefined && Object.hasOwn(groups, found.group)
      ? groups[found.group]
      : undefined;
  // A group's description says what the group is, not what each of its cases checks.
  return { ...group, description: undefined, ...found };
}

function checkFields(
  object: Record<string, unknown>,
  fields: Record<string, [Check, string]>,
  file: string,
  prefix: string,
): void {
  for (const [key, value] of Object.entries(object)) {
    // Own fields only: `toString` or `__proto__` in suite.json is an unknown field, not a method.
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (field === undefined) {
      throw new CliError(
        `${file}: unknown field "${prefix}${key}" (known: ${Object.keys(fields).join(", ")})`,
      );
    }
    if (!field[0](value)) {
      throw new CliError(
        `${file}: "${prefix}${key}" must be ${field[1]}, not ${describeValue(value)}`,
      );
    }
  }
}

/** A bad value as it was written, cut short: the error line names what was wrong. */
function describeValue(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
