import {
  chmodSync,
  closeSync,
  constants,
  fchmodSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { suiteFileGone } from "./grader-error.js";
import { chownTree } from "./lend-folders.js";
import { removeTreeSync } from "./remove-tree.js";
import type { SandboxFile } from "./sandbox-plan.js";
import { type DataFileVisitor, walkDataFile } from "./walk-data-file.js";

let privateRoot: string | undefined;

/**
 * A fresh folder for one run in basic mode, holding copies of the files the cases need, inside a
 * folder of the harness's own that no other user can list. Given to `owner` (a box user) when
 * set. Removed (with whatever the run left) by `removeWorkingFolder`.
 */
export function createWorkingFolder(files: readonly SandboxFile[], owner?: number): string {
  privateRoot ??= makePrivateRoot();
  const dir = mkdtempSync(path.join(privateRoot, "run-"));
  const visitor: DataFileVisitor = {
    folder: (to) => mkdirSync(to, { recursive: true }),
    file: copyOpenFile,
  };
  for (const file of files) {
    try {
      walkDataFile(file.from, path.join(dir, file.to), visitor);
    } catch (error) {
      removeWorkingFolder(dir);
      throw suiteFileGone(file.from, error);
    }
  }
  if (owner !== undefined) chownTree(dir, { uid: owner, gid: owner });
  return dir;
}

export function removeWorkingFolder(dir: string): void {
  removeTreeSync(dir);
}

/** Copies an open file (closed after) to a new file `to` with permissions `mode`, a chunk at a time. */
function copyOpenFile(fd: number, mode: number, to: string): void {
  try {
    mkdirSync(path.dirname(to), { recursive: true });
    const out = openSync(to, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL);
    try {
      fchmodSync(out, mode);
      const chunk = Buffer.allocUnsafe(64 * 1024);
      for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk)) {
        for (let written = 0; written < read; )
          written += writeSync(out, chunk, written, read - written);
      }
    } finally {
      closeSync(out);
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * Root's runs are box users, who must reach their own folder by its path: root's private folder
 * may be passed through (0711), never listed.
 */
function makePrivateRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), "games-grade-"));
  chmodSync(root, process.getuid?.() === 0 ? 0o711 : 0o700);
  process.once("exit", () => {
    try {
      removeTreeSync(root);
    } catch {
      // Left in the temporary folder: an exit must not end in a stack trace.
    }
  });
  return root;
}
