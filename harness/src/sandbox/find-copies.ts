import { isUtf8 } from "node:buffer";
import { createHash } from "node:crypto";
import {
  closeSync,
  constants,
  type Dirent,
  existsSync,
  fstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  statSync,
} from "node:fs";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import { HISTORY_NAMES, isHistoryName } from "./history-names.js";
import { isInside } from "./is-inside.js";

/**
 * Entries a walk looks at before the grader gives up: a repository with its `node_modules` is about
 * 20,000; a whole home folder can be millions, too many to search before every suite.
 */
const MAX_ENTRIES = 200_000;

/**
 * The paths to hide besides `hidden` so that no content of `secrets` (a suite's cases, a fuzz
 * reference's code) can be read under `roots`: every repository history (`.git`, `.hg`, `.svn`…,
 * see `isHistoryName`), and every non-empty file whose bytes equal one of them, with its whole
 * folder unless that folder holds one of `roots` (a copy of the suite is hidden as one folder: each
 * path hidden costs the box mounts, see `mountReadOnly`), and every report of the grader's own
 * (`isOldReport`) alone. Files are read only when their size is one of the secrets'; links are not
 * followed (what one points to is found where it lies, if it can be seen at all). A file `isOwn`
 * says is the program's own is left where it is.
 */
export function findCopies(
  roots: readonly string[],
  secrets: readonly string[],
  hidden: readonly string[],
  maxEntries = MAX_ENTRIES,
  isOwn: (file: string) => boolean = () => false,
): string[] {
  const found = findFiles(roots, secrets, hidden, maxEntries).filter(({ file }) => !isOwn(file));
  const copies = found.map(({ file, report }) => {
    const folder = path.dirname(file);
    const given = roots.some((root) => isInside(root, folder));
    const alone = given || report || isHistoryName(path.basename(file)) || file.includes(NOT_TEXT);
    return alone ? file : folder;
  });
  return [...new Set(copies)];
}

/**
 * What Node reads each byte of a name that is not UTF-8 as (a Latin-1 `caf\xe9`): such a path is
 * not there for the grader, which could not read what it holds, so it is hidden whole, unread; a
 * box's mounts, given as text, leave it out anyway (see `mountReadOnly`).
 */
export const NOT_TEXT = "\uFFFD";

/**
 * The repository histories (`.git`, `.hg`…: see `isHistoryName`) in each of `paths` and in every
 * folder above them. Basic mode as
 * root has no box to hide a copy in, and its program may read what any user may anywhere, so no
 * walk could close every copy; but the history of the repository a suite or a program lies in holds
 * every committed case, at a path a program can guess from the grader's command line (`/proc`).
 */
export function findHistories(paths: readonly string[]): string[] {
  const found = new Set<string>();
  for (const entry of paths) {
    for (let dir = path.resolve(entry); ; dir = path.dirname(dir)) {
      for (const name of HISTORY_NAMES) {
        const history = path.join(dir, name);
        if (existsSync(history)) found.add(history);
      }
      if (dir === path.dirname(dir)) break;
    }
  }
  return [...found];
}

function findFiles(
  roots: readonly string[],
  secrets: readonly string[],
  hidden: readonly string[],
  maxEntries: number,
): { readonly file: string; readonly report: boolean }[] {
  const wanted = indexBySize(secrets);
  const found: { file: string; report: boolean }[] = [];
  const walk = { left: maxEntries, max: maxEntries };
  for (const root of outermost(roots, hidden)) {
    const pending = [root];
    for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
      for (const entry of listFolder(dir, root, walk)) {
        const entryPath = path.join(dir, entry.name.toString());
        if (hidden.includes(entryPath)) continue;
        const name = entry.name.toString();
        if (!isUtf8(entry.name) || isHistoryName(name))
          found.push({ file: entryPath, report: false });
        else if (entry.isDirectory()) pending.push(entryPath);
        else if (!entry.isFile()) continue;
        else if (isWanted(entryPath, wanted)) found.push({ file: entryPath, report: false });
        else if (isOldReport(entryPath)) found.push({ file: entryPath, report: true });
      }
    }
  }
  return found;
}

/** The roots not inside another one, unless a hidden folder lies between (a student's own folder). */
function outermost(roots: readonly string[], hidden: readonly string[]): string[] {
  const unique = [...new Set(roots)];
  return unique.filter(
    (root) =>
      !hidden.includes(root) &&
      !unique.some(
        (other) =>
          other !== root &&
          isInside(root, other) &&
          !hidden.some((entry) => isInside(entry, other) && isInside(root, entry)),
      ),
  );
}

function listFolder(
  dir: string,
  root: string,
  walk: { left: number; max: number },
): Dirent<Buffer>[] {
  let entries: Dirent<Buffer>[];
  try {
    entries = readdirSync(dir, { withFileTypes: true, encoding: "buffer" });
  } catch {
    return []; // a folder the grader cannot read, the program cannot either
  }
  walk.left -= entries.length;
  if (walk.left < 0) {
    throw new CliError(
      `the program would see more than ${walk.max} files under ${root}, too many to search for copies of the expected outputs: grade it from a smaller folder, or give one with --cwd`,
    );
  }
  return entries;
}

function indexBySize(files: readonly string[]): Map<number, Set<string>> {
  const bySize = new Map<number, Set<string>>();
  for (const file of files) {
    const bytes = readFileSync(file);
    // An empty file tells nothing, and there are empty files everywhere.
    if (bytes.length === 0) continue;
    const hashes = bySize.get(bytes.length) ?? new Set<string>();
    bySize.set(bytes.length, hashes.add(hashOf(bytes)));
  }
  return bySize;
}

function isWanted(file: string, wanted: Map<number, Set<string>>): boolean {
  try {
    // Read only when its size is a secret's: `?.` skips the read for any other.
    return wanted.get(statSync(file).size)?.has(hashOf(readFileSync(file))) === true;
  } catch {
    return false; // unreadable by the grader: unreadable by the program too
  }
}

/**
 * How the grader's reports begin (`REPORT_FORMAT`, `CLASS_FORMAT`, Gradescope's results, the HTML
 * report's title, JUnit's `testsuites`): one kept from an earlier grading in the program's folder
 * (`--reporter html=report.html` run there) shows its failing cases' expected output in its diffs.
 */
const REPORT_STARTS = [
  /"format"\s*:\s*"games-grade-(?:report|class)\//,
  // Gradescope's results.json (render-gradescope.ts): after its score, time and one-line output.
  /"output_format"\s*:\s*"text"\s*,\s*"test_output_format"\s*:\s*"text"/,
  /<title>games-grade · /,
  /<testsuites name="games-grade"/,
];
/**
 * How a report with every case accepted says so at its start (the JSON report's summary, the HTML
 * report's `games-grade-accepted`, JUnit's counts): it shows no expected output, and hiding it cost
 * every box of a repository the grader had graded in (its `reports/`) a rebuilt folder a level.
 */
const ALL_ACCEPTED: readonly ((head: string) => boolean)[] = [
  (head) =>
    isPair(/"summary"\s*:\s*\{\s*"total"\s*:\s*(\d+)\s*,\s*"accepted"\s*:\s*(\d+)/.exec(head)),
  (head) => isPair(/<meta name="games-grade-accepted" content="(\d+)\/(\d+)">/.exec(head)),
  (head) => /<testsuites name="games-grade" tests="\d+" failures="0" errors="0"/.test(head),
];

/** Whether a match's two numbers are the same: as many accepted as graded. */
function isPair(found: RegExpExecArray | null): boolean {
  return found !== null && found[1] === found[2];
}

const REPORT_EXTENSIONS = new Set([".json", ".html", ".htm", ".xml"]);
/** How much of a file `isOldReport` reads: each mark lies in a report's first few hundred bytes. */
const REPORT_HEAD_BYTES = 1024;

/**
 * Whether `file` is a report of the grader's with a case not accepted, by its name's extension and
 * its first bytes (a report whose start does not say all were accepted counts as one).
 */
function isOldReport(file: string): boolean {
  if (!REPORT_EXTENSIONS.has(path.extname(file).toLowerCase())) return false;
  const head = readHead(file);
  return (
    REPORT_STARTS.some((start) => start.test(head)) &&
    !ALL_ACCEPTED.some((allAccepted) => allAccepted(head))
  );
}

function readHead(file: string): string {
  let fd: number | undefined;
  try {
    // Not waiting on a named pipe put in the file's place since the folder was listed.
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    if (!fstatSync(fd).isFile()) return "";
    const head = Buffer.alloc(REPORT_HEAD_BYTES);
    return head.subarray(0, readSync(fd, head)).toString("utf8");
  } catch {
    return ""; // unreadable by the grader: unreadable by the program too
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The hash a copy is known by; `undefined` for a file the grader cannot read. */
export function hashFile(file: string): string | undefined {
  try {
    return hashOf(readFileSync(file));
  } catch {
    return undefined;
  }
}

function hashOf(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}
