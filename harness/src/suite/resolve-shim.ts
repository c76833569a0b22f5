import { spawnSync } from "node:child_process";
import { closeSync, openSync, readSync } from "node:fs";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import { isInside, realPathOrSelf } from "../sandbox/index.js";
import { findExecutable } from "./find-executable.js";

/**
 * A version manager's shim (pyenv, rbenv, nodenv, jenv, asdf): a script that runs the manager,
 * which picks the runtime. Its last line is `exec MANAGER exec PROGRAM "$@"` (the manager by
 * its path, or by name on PATH for asdf 0.16 on), PROGRAM being `"$program"`, the shim's own name.
 */
const SHIM_EXEC = /^exec\s+"?([^"\s]+)"?\s+exec\s+"?(\$program|\$\{program\}|[^"\s]+)"?\s+"\$@"/m;

/** A shim is a few hundred bytes: more than this is not one. */
const SHIM_BYTES = 4096;
const WHICH_TIME_LIMIT_MS = 20_000;

export interface ShimPlace {
  /** Where the program's paths are read from: a `.python-version` there picks the version. */
  readonly dir: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** How the command named the file: by a path (`./main`), it is the program's own file. */
  readonly named: string;
  /** The program's own folder (`--cwd`, a class's student folder): its files are the student's. */
  readonly ownFolder?: string;
}

/** The managers whose shims are followed: any other program named by a shim is not asked. */
const MANAGERS = new Set(["pyenv", "rbenv", "nodenv", "jenv", "goenv", "plenv", "phpenv", "asdf"]);

/**
 * The runtime a shim would start, found by asking its manager (`pyenv which python3`) where the
 * program's paths are read from; any other file is returned as it is. A sandbox shows a program
 * the runtime's install, not the manager the shim needs, so the shim itself could not run there.
 * Links into a runtime that is not a shim (SDKMAN's `candidates/java/current`) need nothing here.
 */
export function resolveShim(file: string, place: ShimPlace): string {
  const shim = mayBeShim(file, place) ? readShim(file) : undefined;
  const manager = shim === undefined ? undefined : findManager(shim.manager, place);
  if (shim === undefined || manager === undefined) return file;
  const managerName = path.basename(manager);
  const program = shim.program.startsWith("$") ? path.basename(file) : shim.program;
  const asked = `${managerName} which ${program}`;
  const run = spawnSync(manager, ["which", program], {
    cwd: place.dir,
    env: { ...place.env },
    encoding: "utf8",
    timeout: WHICH_TIME_LIMIT_MS,
  });
  const found = run.status === 0 ? run.stdout.trim().split("\n")[0] : undefined;
  if (found === undefined || !path.isAbsolute(found)) {
    const why = run.error?.message ?? firstLine(run.stderr) ?? `exit code ${run.status}`;
    throw new CliError(
      `cannot run ${program}: ${file} is a ${managerName} shim, and "${asked}" failed: ${why}`,
    );
  }
  return found;
}

/**
 * The manager is run by the grader, outside any box (as root, when the grader is): so only a shim
 * the machine installed is followed, never a file the graded program's author could have written
 * (one that ran its `./pwn` as root). That is a command found on PATH by its name (`python3`), in a
 * folder PATH names absolutely, outside the program's folder: a command named by a path (`./main`,
 * `/home/t/subs/ana/main`) is the program's own file, run as it is, in its box.
 */
function mayBeShim(file: string, place: ShimPlace): boolean {
  if (place.named.includes("/") || isOwn(file, place)) return false;
  const folders = (place.env.PATH ?? "")
    .split(path.delimiter)
    .filter((dir) => path.isAbsolute(dir));
  return folders.some((dir) => path.resolve(dir, place.named) === file);
}

/**
 * The manager a shim names, by its absolute path or found on PATH, when it is one of the known
 * managers and not in the program's folder; `undefined` otherwise (a shell asked `which` runs a
 * `./which` from the folder it is asked in).
 */
function findManager(named: string, place: ShimPlace): string | undefined {
  if (!MANAGERS.has(path.basename(named))) return undefined;
  if (named.includes("/") && !path.isAbsolute(named)) return undefined;
  const manager = path.isAbsolute(named)
    ? named
    : findExecutable(named, place.dir, place.env.PATH ?? "");
  return isOwn(manager, place) ? undefined : manager;
}

function isOwn(file: string, { ownFolder }: ShimPlace): boolean {
  if (ownFolder === undefined) return false;
  const folders = [ownFolder, realPathOrSelf(ownFolder)];
  return [file, realPathOrSelf(file)].some((entry) => folders.some((own) => isInside(entry, own)));
}

function readShim(file: string): { manager: string; program: string } | undefined {
  const text = readStart(file);
  if (!text.startsWith("#!")) return undefined;
  const match = SHIM_EXEC.exec(text);
  if (match?.[1] === undefined || match[2] === undefined) return undefined;
  return { manager: match[1], program: match[2] };
}

function readStart(file: string): string {
  let fd: number | undefined;
  try {
    fd = openSync(file, "r");
    const buffer = Buffer.alloc(SHIM_BYTES);
    const size = readSync(fd, buffer, 0, SHIM_BYTES, 0);
    return buffer.toString("utf8", 0, size);
  } catch {
    return "";
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function firstLine(text: string | null | undefined): string | undefined {
  const line = text?.trim().split("\n")[0];
  return line === "" ? undefined : line;
}
