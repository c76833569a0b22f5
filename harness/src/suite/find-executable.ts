import { accessSync, constants, statSync } from "node:fs";
import path from "node:path";
import { CliError } from "@games/cli-kit";

/**
 * The absolute path of the program `name` would start: a name with a `/` is a path from `baseDir`,
 * any other is looked up on `searchPath`. Throws one clear line when there is nothing to run.
 */
export function findExecutable(name: string, baseDir: string, searchPath: string): string {
  if (name.includes("/")) {
    const file = path.resolve(baseDir, name);
    const problem = checkExecutable(file);
    if (problem !== undefined) throw new CliError(`cannot run ${file}: ${problem}`);
    return file;
  }
  for (const dir of searchPath.split(path.delimiter)) {
    const file = path.resolve(dir || ".", name);
    if (checkExecutable(file) === undefined) return file;
  }
  throw new CliError(`cannot run ${name}: command not found on PATH`);
}

/** Why `file` cannot be run, or `undefined` when it can. */
function checkExecutable(file: string): string | undefined {
  try {
    if (!statSync(file).isFile()) return "not a file";
    accessSync(file, constants.X_OK);
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === "ENOENT" ? "no such file" : code === "EACCES" ? "not executable" : code;
  }
}
