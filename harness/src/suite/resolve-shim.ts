import { spawnSync } from "node:child_process";
import { closeSync, openSync, readSync } from "node:fs";
import path from "node:path";
import { CliError } from "@games/cli-kit";
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
}

/**
 * The runtime a shim would start, found by asking its manager (`pyenv which python3`) where the
 * program's paths are read from; any other file is returned as it is. A sandbox shows a program
 * the runtime's install, not the manager the shim needs, so the shim itself could not run there.
 * Links into a runtime that is not a shim (SDKMAN's `candidates/java/current`) need nothing here.
 */
export function resolveShim(file: string, place: ShimPlace): string {
  const shim = readShim(file);
  if (shim === undefined) return file;
  const managerName = path.basename(shim.manager);
  const manager = path.isAbsolute(shim.manager)
    ? shim.manager
    : findExecutable(shim.manager, place.dir, place.env.PATH ?? "");
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
