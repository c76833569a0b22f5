import path from "node:path";
import { holdMode } from "./held-modes.js";

/**
 * Basic mode as root runs the program as a box user, who goes through each folder as any other
 * user: a folder above one it needs (a checkout made by `mktemp -d`, 0700) would stop it before
 * its program. While a run holds them, such folders get the "others may pass" bit (`o+x`: enter,
 * not list); the last run to let go takes it back, and so does the grader's exit. Returns the
 * letting go.
 */
export function openToPass(needed: readonly string[]): () => void {
  const above = new Set(needed.flatMap((entry) => foldersAbove(path.resolve(entry))));
  const held = [...above].flatMap(
    (folder) => holdMode("pass", folder, (mode) => mode | 0o001) ?? [],
  );
  return () => {
    for (const letGo of held) letGo();
  };
}

function foldersAbove(entry: string): string[] {
  const folders: string[] = [];
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir))
    folders.push(dir);
  return folders;
}
