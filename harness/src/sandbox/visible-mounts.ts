import { type Dirent, existsSync, readdirSync, readlinkSync } from "node:fs";
import path from "node:path";
import { isInside } from "./is-inside.js";
import { statOrUndefined } from "./stat-entry.js";

/**
 * The mounts that show the `visible` folders read-only with none of `hidden` in them. The box's
 * mount table (`/proc/self/mountinfo`) names every mount point, so a hidden path is never one: a
 * folder with something hidden inside is rebuilt from its other entries, each bound on its own.
 * Folders come before what lies inside them, so a visible folder inside a hidden one stays visible
 * (a student's own folder under a class's hidden `.work`).
 */
export function mountReadOnly(
  visible: readonly string[],
  hidden: readonly string[],
  isClosed: (entry: string) => boolean = () => false,
): string[] {
  const roots = visible
    .filter((root) => existsSync(root) && !hidden.includes(root))
    .sort((a, b) => depth(a) - depth(b));
  const mounted: string[] = [];
  const args: string[] = [];
  for (const root of roots) {
    if (mounted.some((outer) => shows(outer, root, hidden))) continue;
    args.push(...(isClosed(root) ? showClosed(root, hidden) : bindExcept(root, hidden)));
    mounted.push(root);
  }
  return args;
}

/**
 * A visible path the box user may not read (`isClosed`: a mount lends it no rights). The box
 * user goes through each folder as any other user: a folder closed to others (a home folder, a
 * project made by `mktemp -d` holding the link that runs the program) is rebuilt open, from its
 * entries (listed by root), each bound on its own with its own permissions; a closed file is not
 * shown at all.
 */
function showClosed(root: string, hidden: readonly string[]): string[] {
  if (!statOrUndefined(root)?.isDirectory()) return [];
  return ["--perms", "0755", ...rebuild(root, hiddenInside(root, hidden))];
}

/**
 * Writable folders, after the read-only ones: each must stay one mount (what is written in it is
 * kept), so what is hidden inside one is covered instead, and only there does a hidden path show
 * as a mount point.
 */
export function mountWritable(writable: readonly string[], hidden: readonly string[]): string[] {
  return [...writable]
    .sort((a, b) => depth(a) - depth(b))
    .flatMap((root) => {
      const inside = hidden.filter((entry) => isInside(entry, root));
      return ["--bind", root, root, ...inside.sort((a, b) => depth(a) - depth(b)).flatMap(cover)];
    });
}

/** Hides a path under an empty folder or an empty file; a path that does not exist needs nothing. */
export function cover(entry: string): string[] {
  const info = statOrUndefined(entry);
  if (info === undefined) return [];
  return info.isDirectory() ? ["--tmpfs", entry] : ["--ro-bind", "/dev/null", entry];
}

/** Whether mounting `outer` already shows `root`: it lies inside, with nothing hidden between. */
function shows(outer: string, root: string, hidden: readonly string[]): boolean {
  return (
    isInside(root, outer) &&
    !hidden.some((entry) => isInside(entry, outer) && isInside(root, entry))
  );
}

/**
 * A read-only folder: bound whole, or, with something hidden inside, rebuilt from its entries. An
 * entry of a rebuilt folder is bound with `--ro-bind-try`: one gone by the time a case runs (another
 * program's temporary folder) is left out.
 */
function bindExcept(folder: string, hidden: readonly string[], bind = "--ro-bind"): string[] {
  const inside = hiddenInside(folder, hidden);
  return inside.length === 0 ? [bind, folder, folder] : rebuild(folder, inside);
}

function hiddenInside(folder: string, hidden: readonly string[]): string[] {
  return hidden.filter((entry) => entry !== folder && isInside(entry, folder));
}

/** A folder made in the box, each of its entries but the hidden `inside` shown on its own. */
function rebuild(folder: string, inside: readonly string[]): string[] {
  const args = ["--dir", folder];
  for (const entry of listEntries(folder)) {
    const entryPath = path.join(folder, entry.name);
    if (inside.includes(entryPath)) continue;
    if (entry.isSymbolicLink()) args.push("--symlink", readlinkSync(entryPath), entryPath);
    else if (entry.isDirectory()) args.push(...bindExcept(entryPath, inside, "--ro-bind-try"));
    // An entry gone by the time a case runs (the program's folder is /tmp, say) is left out.
    else args.push("--ro-bind-try", entryPath, entryPath);
  }
  return args;
}

/** A folder's entries; one the grader cannot read is left out of the box altogether. */
function listEntries(folder: string): Dirent[] {
  try {
    return readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
}

function depth(entry: string): number {
  return entry.split(path.sep).filter(Boolean).length;
}
