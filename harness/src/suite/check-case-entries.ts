import path from "node:path";
import { CliError } from "@games/cli-kit";
import { findClosestWord } from "../text/closest-word.js";
import { showInMessage } from "../text/show-in-message.js";
import { isGlob } from "./glob.js";
import { SUITE_FILE, type SuiteConfig } from "./suite-config.js";

/**
 * Throws when `suite.json`'s `cases` names, exactly, a case the suite folder does not hold: a typo
 * there would silently leave that case on its defaults. `names` are every case found, before any
 * filter, group or shard, so a case left out by `--filter` is never reported. A glob may match
 * nothing (a pattern kept for cases to come), and a suite with no cases yet has nothing to check.
 */
export function checkCaseEntries(config: SuiteConfig, names: readonly string[], dir: string): void {
  if (names.length === 0) return;
  const known = new Set(names);
  const unknown = Object.keys(config.cases ?? {}).find(
    (pattern) => !isGlob(pattern) && !known.has(pattern),
  );
  if (unknown === undefined) return;
  const closest = findClosestWord(unknown, names);
  const hint = closest === undefined ? "" : ` (did you mean "${showInMessage(closest)}"?)`;
  throw new CliError(
    `${path.join(dir, SUITE_FILE)}: cases.${showInMessage(unknown)} names no case of the suite${hint}`,
  );
}
