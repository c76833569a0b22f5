import path from "node:path";
import { holdMode } from "./held-modes.js";
import { realPathOrSelf, statOrUndefined } from "./stat-entry.js";

/**
 * Basic mode as root: the program runs as a box user, who goes through each folder as any other
 * user to reach its program. A folder on the way (a checkout made by `mktemp -d`, 0700, or a home
 * folder) would stop it. (Strict mode changes no permission: see `chooseBoxMaker`.) While a run
 * holds them, the folders above each needed path, and each needed folder closed to others (the box
 * shows it rebuilt from its entries), get the "others may pass" bit (`o+x`: enter, not list); the
 * last run to let go takes it back, and so does the grader's exit. Not a folder the run's box user
 * reaches by a group of its own (`byGroup`, see `keepToOwnGroup`): others must stay out of it.
 * Returns the letting go.
 */
export function openToPass(needed: readonly string[], byGroup: readonly string[] = []): () => void {
  const folders = new Set(
    needed.flatMap((entry) => [
      ...ownFolder(path.resolve(entry)),
      ...foldersAbove(path.resolve(entry)),
    ]),
  );
  // By real path: a folder's path through a link (`--out` under one) is the same folder.
  const grouped = new Set(byGroup.map(realPathOrSelf));
  const held = [...folders]
    .filter((folder) => grouped.size === 0 || !grouped.has(realPathOrSelf(folder)))
    .flatMap((folder) => holdMode("pass", folder, { set: 0o001 })?.letGo ?? []);
  return () => {
    for (const letGo of held) letGo();
  };
}

/** The entry itself, when it is a folder. */
function ownFolder(entry: string): string[] {
  return statOrUndefined(entry)?.isDirectory() ? [entry] : [];
}

function foldersAbove(entry: string): string[] {
  const folders: string[] = [];
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir))
    folders.push(dir);
  return folders;
}
