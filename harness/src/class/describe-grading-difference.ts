import { showInMessage } from "../text/show-in-message.js";
import type { ClassHeader } from "./class-report.js";

/** Each setting of `class.json` by the option that sets it, as a teacher typed it. */
const OPTION_NAMES: Readonly<Record<string, string>> = {
  allowNetwork: "--allow-network",
  build: "--build",
  buildTimeLimitMs: "--build-time-limit",
  command: "--cmd",
  compare: "--compare",
  cwd: "--cwd",
  env: "--env",
  fileLimitBytes: "--file-limit",
  filter: "--filter",
  game: "--game",
  groups: "--group",
  maxTle: "--max-tle",
  memoryLimitBytes: "--memory-limit",
  outputLimitBytes: "--output-limit",
  processLimit: "--process-limit",
  sandbox: "--sandbox",
  strictStderr: "--strict-stderr",
  submissionLimitBytes: "--submission-limit",
  timeLimitMs: "--time-limit",
  wallLimitMs: "--wall-limit",
};

/**
 * What tells two shards' gradings apart, for a person: the options that differ with both values
 * (`--time-limit (2000 and 5000)`), else the harness version, else the suite's content.
 */
export function describeGradingDifference(first: ClassHeader, other: ClassHeader): string {
  const keys = [...new Set([...Object.keys(first.settings), ...Object.keys(other.settings)])];
  const options = keys
    .filter((key) => JSON.stringify(setting(first, key)) !== JSON.stringify(setting(other, key)))
    .map((key) => {
      const [one, two] = [setting(first, key), setting(other, key)].map(showSetting);
      const option = Object.hasOwn(OPTION_NAMES, key) ? OPTION_NAMES[key] : undefined;
      return `${option ?? showInMessage(key)} (${one} and ${two})`;
    });
  if (options.length > 0) return `with other options: ${options.join(", ")}`;
  if (first.harness !== other.harness)
    return `by other harness versions (${showInMessage(first.harness ?? "unknown")} and ${showInMessage(other.harness ?? "unknown")})`;
  return first.suite === other.suite
    ? `against other contents of the suite ${showInMessage(first.suite)}`
    : `against other suites (${showInMessage(first.suite)} and ${showInMessage(other.suite)})`;
}

/** A setting of `class.json`, its own only: a key `toString` is a setting, not Object's method. */
function setting(header: ClassHeader, key: string): unknown {
  return Object.hasOwn(header.settings, key) ? header.settings[key] : undefined;
}

function showSetting(value: unknown): string {
  return value === undefined ? "not given" : showInMessage(JSON.stringify(value));
}
