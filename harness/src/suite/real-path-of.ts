import { realpathSync } from "node:fs";
import path from "node:path";

/**
 * The path with the links of the part that is there followed: a folder given to write in (`--out`)
 * may not be there yet, and a link on its way may lead into a folder it must not be in.
 */
export function realPathOf(entry: string): string {
  const resolved = path.resolve(entry);
  try {
    return realpathSync(resolved);
  } catch {
    const parent = path.dirname(resolved);
    return parent === resolved ? resolved : path.join(realPathOf(parent), path.basename(resolved));
  }
}
