import { readTextOrEmpty } from "./read-text.js";

let hard: number | undefined;

/**
 * The grader's own hard `RLIMIT_NPROC` (`/proc/self/limits`), which a box inherits: a box user may
 * lower it, never raise it, so a `--process-limit` above it made every case's launcher fail ("could
 * not set the run's limits"). Above it, the limit is the hard one already. Infinity where it is
 * unlimited or not known.
 */
export function readHardProcessLimit(): number {
  hard ??= parseHardProcessLimit(readTextOrEmpty("/proc/self/limits"));
  return hard;
}

function parseHardProcessLimit(limits: string): number {
  const [, value] = /^Max processes\s+\S+\s+(\d+|unlimited)/m.exec(limits) ?? [];
  return value === undefined || value === "unlimited" ? Number.POSITIVE_INFINITY : Number(value);
}
