import { type Dirent, readdirSync, readlinkSync, realpathSync } from "node:fs";
import path from "node:path";
import { isInside } from "../sandbox/index.js";
import { SubmissionProblem } from "./submission-problem.js";

/** Entries looked at before giving up: a build that makes more is refused (see `findCopies`). */
const MAX_ENTRIES = 200_000;

/**
 * Refuses a student's folder `dir`, once built, that holds a link leading outside `workDir` (the
 * student's private folder, which holds it), or to nothing. The copy of a submission has no links;
 * a build may make any, and the grader follows the links of what the command names to show a
 * program its files: `main.py` made a link to another student's program, a report, an expected
 * output, or a folder only root may read, was shown or opened. A link to nothing is refused too:
 * what it names could be made later, outside.
 */
export function refuseLinksOut(dir: string, workDir: string): void {
  const own = realpathSync(workDir);
  let left = MAX_ENTRIES;
  const folders = [dir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    for (const entry of readEntries(folder)) {
      if (--left < 0) {
        throw new SubmissionProblem(`the build left more than ${MAX_ENTRIES} files`);
      }
      const entryPath = path.join(folder, entry.name);
      if (entry.isDirectory()) folders.push(entryPath);
      else if (entry.isSymbolicLink() && !leadsInside(entryPath, own)) {
        const shown = path.relative(dir, entryPath);
        throw new SubmissionProblem(
          `the build made a link that leads outside the student's folder, or to nothing: ${shown} -> ${readlinkSync(entryPath)}`,
        );
      }
    }
  }
}

function leadsInside(link: string, root: string): boolean {
  try {
    return isInside(realpathSync(link), root);
  } catch {
    return false; // to nothing, or a loop
  }
}

function readEntries(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    // Closed by a plain user's build to its own user: its runs, that user, cannot pass it either.
    return [];
  }
}
