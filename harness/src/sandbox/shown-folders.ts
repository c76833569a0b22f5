import { existsSync } from "node:fs";
import path from "node:path";
import { CliError } from "@games/cli-kit";

/**
 * `--visible PATH`: folders (or files) a person chose to show the program read-only, absolute.
 * None may lie inside a hidden path (the suite, the reports): mounted after the cover, it would
 * show what the cover hides. One that holds a hidden path is fine: the cover still hides it.
 */
export function checkShown(shown: readonly string[], hidden: readonly string[]): string[] {
  return shown.map((entry) => {
    const absolute = path.resolve(entry);
    if (!existsSync(absolute)) throw new CliError(`--visible ${entry}: no such file or folder`);
    const inside = hidden.find((secret) => isWithin(absolute, path.resolve(secret)));
    if (inside !== undefined) {
      throw new CliError(
        `--visible ${entry} is inside ${inside}, which the program must never see (the suite or a report)`,
      );
    }
    return absolute;
  });
}

function isWithin(entry: string, folder: string): boolean {
  const relative = path.relative(folder, entry);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}
