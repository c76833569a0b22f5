import type { Stats } from "node:fs";
import {
  appendFile,
  type FileHandle,
  lstat,
  open,
  readlink,
  realpath,
  rename,
  rm,
  stat,
} from "node:fs/promises";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import { makeFolders } from "./make-folders.js";

/**
 * Writes `text` to `file`, a plain file directly inside `dir` (or one not there yet), all at once:
 * through a temporary file renamed over it, so a reader never sees half a file and a symbolic
 * link put in its place is replaced, never followed out of the folder.
 */
export async function writeInside(
  dir: string,
  file: string,
  text: string | Uint8Array,
): Promise<void> {
  const refusal = await findWriteRefusal(dir, file);
  if (refusal !== undefined) throw new CliError(`will not write ${file}: ${refusal}`);
  await writeAtomically(file, text);
}

/** Why `writeInside` will not write `file`, in a few words; none when it will. */
export async function findWriteRefusal(dir: string, file: string): Promise<string | undefined> {
  if (path.dirname(path.resolve(file)) !== path.resolve(dir)) {
    return `it is not directly inside ${dir}`;
  }
  const info = await lstat(file).catch(() => undefined);
  if (info !== undefined && !info.isFile()) return "it is not a plain file (a link or a folder)";
  return undefined;
}

/**
 * Writes through a temporary file beside `file`, renamed over it once complete. A file that was there
 * keeps its permissions and, as root, its owner: a teacher's hidden case (0600) stays hidden.
 */
export async function writeAtomically(file: string, text: string | Uint8Array): Promise<void> {
  const before = await stat(file).catch(() => undefined);
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, "wx", before === undefined ? 0o666 : before.mode & 0o777);
  try {
    await handle.writeFile(text);
    if (before !== undefined) await keepModeAndOwner(handle, before);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

/**
 * Gives the temporary the old file's owner (only root may) and then its mode, exactly: the mode
 * `open` took was narrowed by the umask. The set-user and set-group bits are not kept, as writing
 * the file in place would have cleared them. An owner the file system will not give is left as it
 * is: root in a user namespace sees a file of an unmapped user as 65534, which `fchown` refuses
 * (EINVAL), as NFS's squashed root and file systems without owners do (EPERM).
 */
async function keepModeAndOwner(handle: FileHandle, before: Stats): Promise<void> {
  const mine = await handle.stat();
  const sameOwner = mine.uid === before.uid && mine.gid === before.gid;
  if (process.geteuid?.() === 0 && !sameOwner)
    await handle.chown(before.uid, before.gid).catch(ignoreRefusal);
  await handle.chmod(before.mode & 0o777).catch(ignoreRefusal);
}

function ignoreRefusal(error: NodeJS.ErrnoException): void {
  if (error.code !== "EINVAL" && error.code !== "EPERM") throw error;
}

/**
 * Writes a file a user named (a report's) as a shell's `>` would, without cutting what is there
 * short: a device, a pipe or a descriptor's file (`/dev/stdout`, `/proc/self/fd/1`) is appended to,
 * in place; a link's file is written through the link; and a plain file through a temporary one
 * renamed over it, its folders made, so no reader sees half a report. Renamed over, a device or a
 * link would be replaced by a plain file (as root, `-r json=/dev/full` replaced the device).
 */
export async function writeGivenFile(file: string, text: string): Promise<void> {
  const info = await stat(file).catch(() => undefined);
  if (info !== undefined && (!info.isFile() || DESCRIPTOR.test(path.resolve(file)))) {
    return appendFile(file, text);
  }
  const target = await followLink(file);
  await makeFolders(path.dirname(target));
  await writeAtomically(target, text);
}

/** A path that names an open descriptor's file (`/dev/fd/3`, `/proc/self/fd/3`). */
const DESCRIPTOR = /^\/dev\/(stdout|stderr|fd\/\d+)$|^\/proc\/[^/]+\/fd\/\d+$/;

/** The file a link leads to, there or not yet; the path itself when it is no link. */
async function followLink(file: string): Promise<string> {
  const resolved = path.resolve(file);
  if (!(await lstat(resolved).catch(() => undefined))?.isSymbolicLink()) return resolved;
  const found = await realpath(resolved).catch(() => undefined);
  return found ?? path.resolve(path.dirname(resolved), await readlink(resolved));
}
