import { isUtf8 } from "node:buffer";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import { findEntryKind } from "./is-file-entry.js";
import { findCaseFileRefusal } from "./read-case-file.js";

/** The files that make up one case; paths are absolute. */
export interface CaseFiles {
  readonly name: string;
  readonly kind: "io" | "protocol";
  /** `NAME.in`, standard input (none: empty input). */
  readonly input?: string;
  /** `NAME.out` or `NAME.protocol`; missing only for a case about to be created by `update`. */
  readonly expected?: string;
  /** `NAME.args`, the program's arguments. */
  readonly args?: string;
}

const EXTENSIONS = [".in", ".out", ".args", ".protocol"] as const;
type Extension = (typeof EXTENSIONS)[number];

/** Orders names as a person would: `case-2` before `case-10`, the same everywhere. */
export const compareNames = new Intl.Collator("en", { numeric: true }).compare;

/**
 * Finds the cases of a suite folder by file name (not in subfolders), sorted by name. A case that
 * has input or arguments but nothing expected is an error, unless `update` is going to write it.
 * So is a case file that is not a plain file: passed over, its case ran on empty input.
 */
export async function findCases(dir: string, options: { update: boolean }): Promise<CaseFiles[]> {
  const groups = new Map<string, Set<Extension>>();
  const folders: string[] = [];
  for (const entry of await readSuiteFolder(dir)) {
    const extension = EXTENSIONS.find((candidate) => entry.name.endsWith(candidate));
    if (extension === undefined || entry.name === extension) continue;
    const kind = entry.kind();
    if (kind === "folder") {
      folders.push(entry.name);
      continue;
    }
    const file = path.join(dir, entry.name);
    if (kind !== "file") throw new CliError(`case file ${file} is a ${kind}, not a plain file`);
    const refusal = findCaseFileRefusal(file);
    if (refusal !== undefined) throw new CliError(`case file ${file} ${refusal}`);
    const name = entry.name.slice(0, -extension.length);
    groups.set(name, (groups.get(name) ?? new Set()).add(extension));
  }
  refuseCaseFolders(dir, folders, groups);
  return [...groups.keys()]
    .sort(compareNames)
    .map((name) => describeCase(dir, name, groups.get(name) ?? new Set(), options.update));
}

/** A folder named as a case file is a data folder (`boards.in/`), unless a case has that name. */
function refuseCaseFolders(
  dir: string,
  folders: readonly string[],
  groups: ReadonlyMap<string, unknown>,
): void {
  const taken = folders.find((folder) => groups.has(folder.slice(0, folder.lastIndexOf("."))));
  if (taken !== undefined) {
    throw new CliError(`case file ${path.join(dir, taken)} is a folder, not a plain file`);
  }
}

/** A name that is not UTF-8 would be read back as another name, and its case lost. */
function requireUtf8Name(dir: string, name: Buffer): void {
  if (isUtf8(name)) return;
  const shown = [...name]
    .map((byte) => (byte < 0x80 ? String.fromCharCode(byte) : `\\x${byte.toString(16)}`))
    .join("");
  throw new CliError(`the suite ${dir} has a file whose name is not UTF-8: "${shown}"; rename it`);
}

async function readSuiteFolder(dir: string) {
  const entries = await readdir(dir, { withFileTypes: true, encoding: "buffer" }).catch((error) => {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === "ENOENT" ? "no such folder" : code === "ENOTDIR" ? "not a folder" : code;
    throw new CliError(`cannot read the suite ${dir}: ${reason}`);
  });
  return entries.map((entry) => {
    requireUtf8Name(dir, entry.name);
    const name = entry.name.toString("utf8");
    return { name, kind: () => findEntryKind(dir, name, entry) };
  });
}

function describeCase(
  dir: string,
  name: string,
  files: Set<Extension>,
  update: boolean,
): CaseFiles {
  const file = (extension: Extension) =>
    files.has(extension) ? path.join(dir, `${name}${extension}`) : undefined;
  const common = { name, input: file(".in"), args: file(".args") };
  if (files.has(".protocol")) {
    if (files.has(".in") || files.has(".out")) {
      throw new CliError(`case ${name} in ${dir} has both a .protocol file and .in/.out files`);
    }
    return { ...common, kind: "protocol", expected: file(".protocol") };
  }
  if (!files.has(".out") && !update) {
    throw new CliError(
      `case ${name} in ${dir} has no ${name}.out (run with --update to write it from the program's output)`,
    );
  }
  return { ...common, kind: "io", expected: file(".out") };
}
