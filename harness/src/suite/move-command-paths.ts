import { realPathOrSelf } from "../sandbox/index.js";

/** A program's folder and the copy it runs from (a build's), for the paths a command names. */
export interface MovedFolder {
  readonly from: string;
  readonly to: string;
}

/**
 * A command's paths into a folder as paths into its copy: `python3 /course/a/main.py` run from a
 * copy of `/course/a`. The folder is matched as given and as its real path (`/tmp` may be a link),
 * wherever a path may start in a shell's command, never inside another path nor as a prefix of
 * another name (`/course/ab`). The copy's path is one a shell reads as one word (see
 * `buildInCopy`).
 */
export function moveCommandPaths(command: string, moved: MovedFolder): string {
  const spellings = new Set([moved.from, realPathOrSelf(moved.from)]);
  let result = command;
  for (const spelling of spellings) {
    const escaped = spelling.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    // Where a shell starts a word (after a blank, a quote, `=`, `:`, or an operator: `cd /f;`,
    // `(cd /f)`, `>/f/out`), and ends one; never inside another path (`~/f`, `/f+b`).
    const inFolder = new RegExp(`(^|[\\s'"=:;&|()<>\`])${escaped}(?=$|[/\\s'";&|()<>\`])`, "g");
    result = result.replace(inFolder, (_, before: string) => `${before}${moved.to}`);
  }
  return result;
}
