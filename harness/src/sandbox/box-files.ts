import { closeSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { openPlainFile } from "../suite/open-plain-file.js";
import { BOX_FOLDER } from "./box-launcher.js";
import { suiteFileGone } from "./grader-error.js";
import type { SandboxFile } from "./sandbox-plan.js";

/** The files the cases need, open for one box, and bwrap's arguments that copy them in. */
export interface BoxFiles {
  /** `--dir` and `--perms … --file FD …` for each folder and file, FD counting from `firstFd`. */
  readonly args: readonly string[];
  /** The descriptors, in order, for the child to have from `firstFd` on. */
  readonly fds: readonly number[];
  /** Closes the grader's copies, once the child has its own. */
  readonly close: () => void;
}

/**
 * Opens the files the cases need for bwrap to copy into the box's working folder, each with its
 * permissions (`--file` reads a descriptor and closes it): the working folder is a tmpfs, and a
 * copy made on the host and bound in would name its host folder in the box's mount table.
 * Folders are copied whole; links are followed, as `cp -L` would.
 */
export function openBoxFiles(files: readonly SandboxFile[], firstFd: number): BoxFiles {
  const args: string[] = [];
  const fds: number[] = [];
  const made = new Set<string>();
  const makeFolder = (folder: string): void => {
    if (folder === BOX_FOLDER || made.has(folder)) return;
    makeFolder(path.dirname(folder));
    made.add(folder);
    args.push("--dir", folder);
  };
  const add = (from: string, to: string): void => {
    const info = statSync(from);
    if (info.isDirectory()) {
      makeFolder(to);
      for (const name of readdirSync(from)) add(path.join(from, name), path.join(to, name));
      return;
    }
    makeFolder(path.dirname(to));
    // The file opened is checked again: a link swapped since the suite was checked could lead to
    // a FIFO (the grader held for good) or to the kernel's files (`/proc/self/environ`).
    fds.push(openPlainFile(from, "data file").fd);
    const mode = (info.mode & 0o777).toString(8).padStart(4, "0");
    args.push("--perms", mode, "--file", String(firstFd + fds.length - 1), to);
  };
  for (const file of files) {
    try {
      add(file.from, path.join(BOX_FOLDER, file.to));
    } catch (error) {
      closeAll(fds);
      throw suiteFileGone(file.from, error);
    }
  }
  return { args, fds, close: () => closeAll(fds) };
}

function closeAll(fds: readonly number[]): void {
  for (const fd of fds) closeSync(fd);
}
