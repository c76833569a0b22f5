/**
 * In a strict box the working folder is a tmpfs (`--file-limit` × 3, and `/tmp` × 1: a full disk
 * is one of the box's, never the host's). The box's first process, run as the program's user, is this
 * small `sh`: it copies the files the cases need into the working folder from the host's copies
 * (shown read-only at $1, when there are any), runs the program without descriptor 5, and when
 * the program failed, writes a byte in each bounded folder: a folder that takes none is full, which
 * it says on descriptor 5, the harness's (see `DISK_REPORT_FD`). Exit 125: the copy failed; 127
 * with "cannot run": there is no such program.
 */
const LAUNCH = `files=$1; shift; [ -z "$files" ] || cp -R "$files/." . || exit 125
command -v "$1" > /dev/null || { echo "cannot run $1: not found" >&2; exit 127; }
"$@" 5>&-; status=$?
[ $status = 0 ] || for dir in "$PWD" /tmp; do
{ echo > "$dir/.disk-probe"; } 2>&- || echo "$dir" >&5; rm -f "$dir/.disk-probe"; done
exit $status`;

/** The child's descriptor on which the launcher names the folders a failed run left full. */
export const DISK_REPORT_FD = 5;

/** Where the box shows the host's copies of the files the cases need. */
export function filesView(workDir: string): string {
  return `${workDir}-files`;
}

/** The launcher's command line around `program` (`hasFiles`: copy the files from `filesView`). */
export function launchInBox(
  workDir: string,
  hasFiles: boolean,
  program: readonly string[],
): string[] {
  return ["/bin/sh", "-c", LAUNCH, "sh", hasFiles ? filesView(workDir) : "", ...program];
}
