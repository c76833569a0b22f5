import { closeSync } from "node:fs";
import path from "node:path";
import { BOX_FOLDER } from "./box-launcher.js";
import { suiteFileGone } from "./grader-error.js";
import type { SandboxFile } from "./sandbox-plan.js";
import { type DataFileVisitor, walkDataFile } from "./walk-data-file.js";

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
 * Folders are copied whole (see `walkDataFile`).
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
  const visitor: DataFileVisitor = {
    folder: makeFolder,
    file: (fd, mode, to) => {
      fds.push(fd);
      makeFolder(path.dirname(to));
      args.push(
        "--perms",
        mode.toString(8).padStart(4, "0"),
        "--file",
        String(firstFd + fds.length - 1),
        to,
      );
    },
  };
  for (const file of files) {
    try {
      walkDataFile(file.from, path.join(BOX_FOLDER, file.to), visitor);
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
