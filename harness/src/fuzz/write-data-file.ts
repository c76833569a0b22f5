import { lstat, mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import { writeInside } from "../suite/write-inside.js";

/** What became of a data file: written, already there the same, or there with other contents (kept). */
export type DataFileWrite = "written" | "same" | "kept";

/**
 * Writes an input's data file at `relative` below `dir` (`--out`), making its folders, unless a file
 * is there already. Every folder on its way below `dir` must be a plain one: the grader may run as
 * root, and a link planted in `--out` (`maps` → `/etc`) would lead the write anywhere.
 */
export async function writeDataFile(
  dir: string,
  relative: string,
  text: string,
): Promise<DataFileWrite> {
  const name = path.normalize(relative);
  const file = path.join(dir, name);
  await makeFoldersBelow(dir, path.dirname(name), file);
  const info = await lstat(file).catch(() => undefined);
  if (info?.isFile() === true) return (await readFile(file, "utf8")) === text ? "same" : "kept";
  await writeInside(path.dirname(file), file, text);
  return "written";
}

/** Makes each folder of `folders` (a relative path) below `dir`, refusing a link or a file on the way. */
async function makeFoldersBelow(dir: string, folders: string, file: string): Promise<void> {
  let current = dir;
  for (const part of folders.split(path.sep).filter((name) => name !== "" && name !== ".")) {
    current = path.join(current, part);
    const info = await lstat(current).catch(() => undefined);
    if (info?.isSymbolicLink() === true)
      throw new CliError(
        `will not write ${file}: ${current} is a link, and a data file is written below the folder through plain folders only`,
      );
    if (info === undefined) await mkdir(current);
    else if (!info.isDirectory())
      throw new CliError(`will not write ${file}: ${current} is not a folder`);
  }
}
