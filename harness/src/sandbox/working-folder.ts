import { chmodSync, cpSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { suiteFileGone } from "./grader-error.js";
import { chownTree } from "./lend-folders.js";
import { removeTreeSync } from "./remove-tree.js";
import type { SandboxFile } from "./sandbox-plan.js";

let privateRoot: string | undefined;

/**
 * A fresh folder for one run in basic mode, holding copies of the files the cases need, inside a
 * folder of the harness's own that no other user can list. Given to `owner` (a box user) when
 * set. Removed (with whatever the run left) by `removeWorkingFolder`.
 */
export function createWorkingFolder(files: readonly SandboxFile[], owner?: number): string {
  privateRoot ??= makePrivateRoot();
  const dir = mkdtempSync(path.join(privateRoot, "run-"));
  for (const file of files) {
    const target = path.join(dir, file.to);
    mkdirSync(path.dirname(target), { recursive: true });
    try {
      cpSync(file.from, target, { recursive: true, dereference: true });
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
