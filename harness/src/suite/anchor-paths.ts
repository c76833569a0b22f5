import { existsSync } from "node:fs";
import path from "node:path";

// Java options whose value is a list of paths.
const PATH_LIST_OPTIONS = new Set(["-cp", "-classpath", "--class-path", "-p", "--module-path"]);

/**
 * A command runs in the working folder (where the cases' own relative paths must resolve), but a
 * person writes its paths from where they are. So each argument that names a file or folder that
 * exists from `baseDir` but not from `workingDir` is made absolute; everything else is left alone.
 * The value of a Java class-path option is treated as a list of such paths.
 */
export function anchorPaths(
  args: readonly string[],
  baseDir: string,
  workingDir: string | undefined,
): string[] {
  return args.map((word, index) => {
    if (PATH_LIST_OPTIONS.has(args[index - 1] ?? "")) {
      return word
        .split(path.delimiter)
        .map((part) => anchorPath(part, baseDir, workingDir))
        .join(path.delimiter);
    }
    return anchorPath(word, baseDir, workingDir);
  });
}

/** A `workingDir` of `undefined` is a fresh private folder: every existing path is anchored. */
function anchorPath(word: string, baseDir: string, workingDir: string | undefined): string {
  if (word === "" || word.startsWith("-") || word.includes("=") || path.isAbsolute(word))
    return word;
  if (workingDir !== undefined && existsSync(path.resolve(workingDir, word))) return word;
  const anchored = path.resolve(baseDir, word);
  return existsSync(anchored) ? anchored : word;
}
