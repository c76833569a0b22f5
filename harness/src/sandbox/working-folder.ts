import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SandboxFile } from "./sandbox-plan.js";

let privateRoot: string | undefined;

/**
 * A fresh folder for one run, holding copies of the files the cases need, inside a folder of the
 * harness's own that only its user can enter. Removed (with whatever the run left) by `remove`.
 */
export function createWorkingFolder(files: readonly SandboxFile[]): {
  readonly dir: string;
  readonly remove: () => void;
} {
  privateRoot ??= makePrivateRoot();
  const dir = mkdtempSync(path.join(privateRoot, "run-"));
  for (const file of files) {
    const target = path.join(dir, file.to);
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(file.from, target, { recursive: true, dereference: true });
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function makePrivateRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), "games-grade-"));
  chmodSync(root, 0o700);
  process.once("exit", () => rmSync(root, { recursive: true, force: true }));
  return root;
}
