import { lstatSync, realpathSync, type Stats, statSync } from "node:fs";

/** A path's facts, links followed; `undefined` for one that is gone or cannot be looked at. */
export function statOrUndefined(entry: string): Stats | undefined {
  try {
    return statSync(entry);
  } catch {
    return undefined;
  }
}

/** The same, for the path itself when it is a link. */
export function lstatOrUndefined(entry: string): Stats | undefined {
  try {
    return lstatSync(entry);
  } catch {
    return undefined;
  }
}

/** A path with every link on the way resolved; the path as given when it is gone. */
export function realPathOrSelf(entry: string): string {
  try {
    return realpathSync.native(entry);
  } catch {
    return entry;
  }
}
