import {
  accessSync,
  constants,
  existsSync,
  readdirSync,
  realpathSync,
  type Stats,
  statSync,
} from "node:fs";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import { listCaseContents } from "../suite/case-contents.js";
import { describeEntryKind } from "../suite/is-file-entry.js";
import { describeSystemPath, isSystemPath } from "../suite/open-plain-file.js";
import {
  type PlannedSandbox,
  type ProgramFolderKind,
  planProgramSandbox,
} from "./plan-program-sandbox.js";
import type { Program } from "./program.js";
import type { SandboxFile, SandboxLimits, SandboxMode } from "./sandbox-plan.js";

/** The sandbox options of a suite run (`runSuite`'s and the command line's). */
export interface SandboxOptions {
  /** Default `DEFAULT_SANDBOX_MODE`. */
  readonly sandbox?: SandboxMode;
  readonly allowNetwork?: boolean;
  /** `NAME` or `NAME=VALUE`: variables the program gets besides the allow-list. */
  readonly env?: readonly string[];
  readonly memoryLimitBytes?: number;
  readonly processLimit?: number;
  readonly fileLimitBytes?: number;
  /** Paths the program must not see besides the suite (the reports' files). */
  readonly hidden?: readonly string[];
  /** `--visible`: other paths the program may read (a runtime's install elsewhere). */
  readonly visible?: readonly string[];
}

export interface SuiteBox {
  readonly options: SandboxOptions;
  readonly program: Program;
  readonly programFolder: string;
  readonly folderKind: ProgramFolderKind;
  /** The suite's game, when installed: hidden from any other program (see `SandboxRequest.reference`). */
  readonly reference?: Program;
  readonly suite: string;
  /** `suite.json`'s `files`: paths from the suite folder. */
  readonly files: readonly string[];
}

/** The sandbox plan of a suite's program: it sees its folder, never the suite or the reports. */
export function planSuiteSandbox(box: SuiteBox): PlannedSandbox {
  const { options } = box;
  return planProgramSandbox({
    mode: options.sandbox,
    program: box.program,
    programFolder: box.programFolder,
    folderKind: box.folderKind,
    reference: box.reference,
    hidden: [box.suite, ...(options.hidden ?? []).map((file) => path.resolve(file))],
    shown: options.visible,
    secrets: listCaseContents(box.suite),
    files: box.files.map((file) => toSandboxFile(box.suite, file)),
    limits: pickLimits(options),
    allowNetwork: options.allowNetwork,
    env: options.env,
    hostEnv: process.env,
  });
}

/** A data file the cases need: inside the suite, and never one of its cases' files. */
function toSandboxFile(suite: string, file: string): SandboxFile {
  const from = path.resolve(suite, file);
  const to = path.relative(suite, from);
  if (to === "" || to.startsWith("..") || path.isAbsolute(to)) {
    throw new CliError(`suite.json: files: "${file}" is not inside the suite folder`);
  }
  if (!existsSync(from)) throw new CliError(`suite.json: files: "${file}" does not exist`);
  if (!to.includes(path.sep) && /\.(out|protocol|in|args)$/.test(to)) {
    throw new CliError(
      `suite.json: files: "${file}" is a case's file; the program never gets those`,
    );
  }
  requireCopyable(file, suite, from);
  return { from, to };
}

/**
 * Each run gets a copy of every file under `entry` (links followed, as `cp -L` would): each must be
 * a file or folder the grader can read, not the kernel's. Anything else is refused before a run:
 * opening a FIFO to copy it would wait for a writer, and hold the grader for good, and a link to
 * `/proc/self/environ` gave the program the grader's own environment.
 */
function requireCopyable(file: string, suite: string, entry: string): void {
  const shown = path.relative(suite, entry);
  let info: Stats;
  try {
    info = statSync(entry);
    accessSync(entry, constants.R_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new CliError(`suite.json: files: "${file}": cannot read ${shown} (${reason})`);
  }
  const real = realpathSync.native(entry);
  if (isSystemPath(real)) {
    throw new CliError(
      `suite.json: files: "${file}" holds ${shown}, which ${describeSystemPath(real)}`,
    );
  }
  if (info.isDirectory()) {
    for (const name of readdirSync(entry)) requireCopyable(file, suite, path.join(entry, name));
  } else if (!info.isFile()) {
    throw new CliError(
      `suite.json: files: "${file}" holds ${shown}, which is not a file or folder (a ${describeEntryKind(info)}); only files and folders are copied`,
    );
  }
}

function pickLimits(options: SandboxOptions): Partial<SandboxLimits> {
  const limits: Partial<Record<keyof SandboxLimits, number>> = {
    memoryBytes: options.memoryLimitBytes,
    processes: options.processLimit,
    fileBytes: options.fileLimitBytes,
  };
  return Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined));
}
