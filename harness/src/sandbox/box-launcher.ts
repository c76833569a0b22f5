/**
 * The box's working folder: a tmpfs (`--file-limit` × 3, and `/tmp` × 1: a full disk is one of the
 * box's, never the host's) at a path that names nothing of the host, as isolate's `/box`. bwrap
 * copies the files the cases need into it (see `box-files.ts`).
 */
export const BOX_FOLDER = "/box";

/**
 * The box's first process, run as the program's user, is this small `sh`: it runs the program
 * without descriptor 5 and, when the program failed, writes a byte in each bounded folder: a folder
 * that takes none is full, which it says on descriptor 5, the harness's (see `DISK_REPORT_FD`).
 * Exit 127 with "cannot run": there is no such program.
 */
const LAUNCH = `command -v "$1" > /dev/null || { echo "cannot run $1: not found" >&2; exit 127; }
"$@" 5>&-; status=$?
[ $status = 0 ] || for dir in "$PWD" /tmp; do
{ echo > "$dir/.disk-probe"; } 2>&- || echo "$dir" >&5; rm -f "$dir/.disk-probe"; done
exit $status`;

/** The child's descriptor on which the launcher names the folders a failed run left full. */
export const DISK_REPORT_FD = 5;

/** The launcher's command line around `program`. */
export function launchInBox(program: readonly string[]): string[] {
  return ["/bin/sh", "-c", LAUNCH, "sh", ...program];
}
