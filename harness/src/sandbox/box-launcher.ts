/**
 * The box's working folder: a tmpfs (`--file-limit` × 3, and `/tmp` × 1: a full disk is one of the
 * box's, never the host's) at a path that names nothing of the host, as isolate's `/box`. bwrap
 * copies the files the cases need into it (see `box-files.ts`).
 */
export const BOX_FOLDER = "/box";

/**
 * The box's first process, run as the program's user, is this small `sh`. It sets the rlimits
 * ($1: `RLIMIT_CPU`'s soft and $2 its hard limit in seconds, $3: `RLIMIT_FSIZE` in 512-byte
 * blocks), merges standard error into standard output when $4 is `merge`, and runs the program
 * without descriptor 5. When the program failed, it writes a byte in each bounded folder: a folder
 * that takes none is full, which it says on descriptor 5, the harness's (see `DISK_REPORT_FD`).
 * Exit 125: a limit could not be set; 127 with "cannot run": there is no such program.
 */
const LAUNCH = `ulimit -S -t "$1" && ulimit -H -t "$2" && ulimit -f "$3" || exit 125
[ "$4" = merge ] && exec 2>&1; shift 4
command -v "$1" > /dev/null || { echo "cannot run $1: not found" >&2; exit 127; }
"$@" 5>&-; status=$?
[ $status = 0 ] || for dir in "$PWD" /tmp; do
{ echo > "$dir/.disk-probe"; } 2>&- || echo "$dir" >&5; rm -f "$dir/.disk-probe"; done
exit $status`;

/** The child's descriptor on which the launcher names the folders a failed run left full. */
export const DISK_REPORT_FD = 5;

/** The rlimits a box's processes get. */
export interface BoxLimits {
  readonly cpuSeconds: number;
  readonly fileBytes: number;
}

/** The launcher's command line around `program`. */
export function launchInBox(
  limits: BoxLimits,
  mergeErrors: boolean,
  program: readonly string[],
): string[] {
  const { cpuSeconds, fileBytes } = limits;
  const cpu = [String(cpuSeconds), String(cpuSeconds + 1)];
  const blocks = String(Math.ceil(fileBytes / 512));
  return ["/bin/sh", "-c", LAUNCH, "sh", ...cpu, blocks, mergeErrors ? "merge" : "", ...program];
}
