import path from "node:path";

/** Whether `entry` is `folder` or lies somewhere under it (paths as given, links not followed). */
export function isInside(entry: string, folder: string): boolean {
  return (
    entry === folder || entry.startsWith(folder.endsWith(path.sep) ? folder : folder + path.sep)
  );
}
