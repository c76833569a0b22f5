import { lstat, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { CliError } from "@games/cli-kit";

/**
 * Writes `text` to `file`, a plain file directly inside `dir` (or one not there yet), all at once:
 * through a temporary file renamed over it, so a reader never sees half a file and a symbolic
 * link put in its place is replaced, never followed out of the folder.
 */
export async function writeInside(
  dir: string,
  file: string,
  text: string | Uint8Array,
): Promise<void> {
  if (path.dirname(path.resolve(file)) !== path.resolve(dir)) {
    throw new CliError(`will not write ${file}: it is not directly inside ${dir}`);
  }
  const info = await lstat(file).catch(() => undefined);
  if (info !== undefined && !info.isFile()) {
    throw new CliError(`will not write ${file}: it is not a plain file (a link or a folder)`);
  }
  await writeAtomically(file, text);
}

/** Writes through a temporary file beside `file`, renamed over it once complete. */
export async function writeAtomically(file: string, text: string | Uint8Array): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text, { flag: "wx" });
  await rename(temporary, file);
}
