import path from "node:path";
import { CliError } from "@games/cli-kit";
import { isInside } from "../sandbox/index.js";
import { loadSuiteConfig, SUITE_FILE } from "../suite/suite-config.js";
import { findWriteRefusal, writeInside } from "../suite/write-inside.js";

/**
 * Lists data files (paths from `dir`) in the `files` of `dir`'s `suite.json`, made when missing: a
 * boxed run's private working folder gets only those copied in, so a case whose board is not listed
 * fails even for its reference. The suite's other settings and entries are kept, and a file already
 * listed, or inside a listed folder, is not added again. Returns the `suite.json` when written.
 */
export async function listDataFiles(
  dir: string,
  names: readonly string[],
): Promise<string | undefined> {
  const file = path.join(dir, SUITE_FILE);
  // Not read through a link planted in its place either (its error could show what it leads to).
  const refusal = await findWriteRefusal(dir, file);
  if (refusal !== undefined) throw new CliError(`will not write ${file}: ${refusal}`);
  const config = await loadSuiteConfig(dir);
  const listed = config.files ?? [];
  const missing = names.filter(
    (name) => !listed.some((entry) => isInside(path.normalize(name), path.normalize(entry))),
  );
  if (missing.length === 0) return undefined;
  const files = [...listed, ...missing];
  await writeInside(dir, file, `${JSON.stringify({ ...config, files }, null, 2)}\n`);
  return file;
}
