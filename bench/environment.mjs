// What every bench shares: the environment its child processes run in, and a header that says what
// it was, so that a figure can be read (and repeated) with its conditions.
import { availableParallelism, cpus, loadavg, totalmem } from "node:os";

/**
 * Variables that change how long Node takes to start or how it runs, which a user's shell does not
 * normally set: NODE_EXTRA_CA_CERTS makes every Node process read and parse a bundle of certificates
 * before running any code (40–80 ms on the development machine, baseline included, which flatters
 * every ratio); NODE_OPTIONS may add flags or preloads.
 */
const DISTORTING = ["NODE_EXTRA_CA_CERTS", "NODE_OPTIONS"];

/** True when the bench was asked to keep the inherited environment as it is (`--keep-env`). */
export const keepEnv = process.argv.includes("--keep-env");

/** The environment for the measured processes: the inherited one, without the distorting variables. */
export function benchEnv() {
  if (keepEnv) return process.env;
  const env = { ...process.env };
  for (const name of DISTORTING) delete env[name];
  return env;
}

/** A few lines on the machine, Node and the variables removed, to print above the figures. */
export function describeEnvironment() {
  const removed = DISTORTING.filter((name) => process.env[name] !== undefined);
  const unset = keepEnv
    ? `kept as inherited (--keep-env): ${removed.join(", ") || "none of the distorting variables set"}`
    : `unset for the measured processes: ${removed.length > 0 ? removed.join(", ") : "none were set"} (of ${DISTORTING.join(", ")})`;
  const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
  const memory = (totalmem() / 2 ** 30).toFixed(1);
  return [
    `date: ${new Date().toISOString().slice(0, 10)}`,
    `node ${process.version} on ${process.platform}-${process.arch}, ${availableParallelism()} cores (${cpu}), ${memory} GiB`,
    `environment: ${unset}`,
    // Other work on the machine slows every subject, the baseline too, but not always alike.
    `load average at the start: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}`,
  ].join("\n");
}

/** The median of some numbers (the upper middle one for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
