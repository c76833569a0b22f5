import { readlinkSync, realpathSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import {
  isClosedToOthers,
  isInside,
  isSystemPath,
  lstatOrUndefined,
  realPathOrSelf,
  walkTree,
} from "../sandbox/index.js";
import { SubmissionProblem } from "./submission-problem.js";

/** Entries looked at before giving up: a build that makes more is refused (see `findCopies`). */
const MAX_ENTRIES = 200_000;

/**
 * The links under `dir`, each with what it says (`readlink`); none followed. Undefined for a folder
 * of more entries than a walk looks at (a home folder): one the sandbox refuses to show anyway.
 */
export function listLinks(dir: string): Map<string, string> | undefined {
  const { links, complete } = walkLinks(dir);
  return complete ? new Map(links.map((link) => [link, readLinkOrEmpty(link)])) : undefined;
}

/**
 * Refuses a folder `dir`, once built, that holds a link leading outside `within` (the student's
 * private folder, which holds it; a program's own folder) and the system's folders, or to nothing,
 * unless it was there before the build (`known`, as `listLinks` gave them). The copy of a class's submission has no
 * links; a build may make any, and the grader follows the links of what the command names to show
 * a program its files: `main.py` made a link to another student's program, a report, an expected
 * output, or a folder only root may read, was shown or opened. A link to nothing is refused too:
 * what it names could be made later, outside. (A link at a report's path: `refuseInTheWay`.)
 */
export function refuseLinksOut(
  dir: string,
  within: string,
  known: ReadonlyMap<string, string> = new Map(),
): void {
  const { links, complete } = walkLinks(dir);
  if (!complete) throw new SubmissionProblem(`the build left more than ${MAX_ENTRIES} files`);
  const own = realpathSync(within);
  for (const link of links) {
    const target = readLinkOrEmpty(link);
    if (known.get(link) === target || leadsInside(link, own)) continue;
    const shown = path.relative(dir, link);
    throw new SubmissionProblem(
      `the build made a link that leads outside the program's folder, or to nothing: ${shown} -> ${target}`,
    );
  }
}

function walkLinks(dir: string): { links: string[]; complete: boolean } {
  const { entries, complete } = walkTree(dir, MAX_ENTRIES);
  return { links: entries.filter((entry) => entry.isLink).map((entry) => entry.path), complete };
}

/**
 * Into the folder, or to what every user may read in the system's folders, which every box shows
 * anyway (a venv's `python` link); not into a folder there closed to others, which a box would show.
 */
function leadsInside(link: string, own: string): boolean {
  try {
    const real = realpathSync(link);
    return isInside(real, own) || (isSystemPath(real) && isOpenToAll(real));
  } catch {
    return false; // to nothing, or a loop
  }
}

/** Every folder on the way passable by others, and the entry open to them. */
function isOpenToAll(entry: string): boolean {
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return false;
  }
  return !isClosedToOthers(entry);
}

function readLinkOrEmpty(link: string): string {
  try {
    return readlinkSync(link);
  } catch {
    return "";
  }
}

/** A link or a special file at a report's path: what it is, and where a link leads. */
export interface InTheWay {
  readonly what: "a link" | "a named pipe, socket or device";
  readonly to: string;
}

/**
 * The links at each of `paths` (the reports a person named) and on the way to it from `dir`, none
 * followed; and a named pipe, socket or device at one of them (a report is written into such a
 * file, in place). A walk of `dir` may stop short (a build that made 200,000 files), and a link
 * leading into the system looks harmless: these are looked at one by one.
 */
export function listInTheWay(dir: string, paths: readonly string[]): Map<string, InTheWay> {
  const bases = [path.resolve(dir), realPathOrSelf(path.resolve(dir))];
  const found = new Map<string, InTheWay>();
  for (const entry of paths.map((file) => path.resolve(file))) {
    const base = bases.find((folder) => entry !== folder && isInside(entry, folder));
    if (base === undefined) continue;
    let current = base;
    for (const part of path.relative(base, entry).split(path.sep)) {
      current = path.join(current, part);
      const info = lstatOrUndefined(current);
      if (info?.isSymbolicLink())
        found.set(current, { what: "a link", to: readLinkOrEmpty(current) });
      else if (info !== undefined && !info.isFile() && !info.isDirectory()) {
        found.set(current, { what: "a named pipe, socket or device", to: "" });
      }
      if (!info?.isDirectory()) break;
    }
  }
  return found;
}

/**
 * Refuses, and removes, a link a build made at or above a report's path (`listInTheWay` before and
 * after), wherever it leads, or a named pipe it made there: the grader writes a report through a
 * link (one to `/etc/environment` had it write lines of the build's output into the system's
 * files, as root), and into a pipe nothing reads it would wait for ever.
 */
export function refuseInTheWay(
  dir: string,
  paths: readonly string[],
  known: ReadonlyMap<string, InTheWay>,
): void {
  const made = [...listInTheWay(dir, paths)].filter(([entry, { what, to }]) => {
    const before = known.get(entry);
    return before?.what !== what || before.to !== to;
  });
  const first = made[0];
  if (first === undefined) return;
  for (const [entry] of made) rmSync(entry, { force: true });
  const [entry, { what, to }] = first;
  const leads = what === "a link" ? ` -> ${to}` : "";
  throw new SubmissionProblem(
    `the build made ${what} where a report is to be written: ${path.relative(dir, entry)}${leads}`,
  );
}
