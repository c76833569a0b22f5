import { chmodSync, statSync } from "node:fs";
import path from "node:path";

/** Folders this grader opened to be passed through, and how many runs hold each. */
const opened = new Map<string, { holders: number }>();
let closesOnExit = false;

/**
 * Basic mode as root runs the program as a box user, who goes through each folder as any other
 * user: a folder above one it needs (a checkout made by `mktemp -d`, 0700) would stop it before
 * its program. While a run holds them, such folders get the "others may pass" bit (`o+x`: enter,
 * not list); the last run to let go takes it back, and so does the grader's exit. Returns the
 * letting go.
 */
export function openToPass(needed: readonly string[]): () => void {
  const above = new Set(needed.flatMap((entry) => foldersAbove(path.resolve(entry))));
  const held = [...above].filter(hold);
  return () => {
    for (const folder of held) letGo(folder);
  };
}

function foldersAbove(entry: string): string[] {
  const folders: string[] = [];
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir))
    folders.push(dir);
  return folders;
}

function hold(folder: string): boolean {
  const known = opened.get(folder);
  if (known !== undefined) {
    known.holders++;
    return true;
  }
  const mode = tryMode(folder);
  if (mode === undefined || (mode & 0o001) !== 0) return false;
  chmodSync(folder, mode | 0o001);
  if (!closesOnExit) process.once("exit", closeAll);
  closesOnExit = true;
  opened.set(folder, { holders: 1 });
  return true;
}

function letGo(folder: string): void {
  const known = opened.get(folder);
  if (known === undefined || --known.holders > 0) return;
  opened.delete(folder);
  close(folder);
}

function closeAll(): void {
  for (const folder of opened.keys()) close(folder);
  opened.clear();
}

function close(folder: string): void {
  const mode = tryMode(folder);
  if (mode !== undefined) chmodSync(folder, mode & ~0o001);
}

function tryMode(entry: string): number | undefined {
  try {
    return statSync(entry).mode & 0o7777;
  } catch {
    return undefined;
  }
}
