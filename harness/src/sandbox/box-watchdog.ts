import { spawn } from "node:child_process";

/**
 * bwrap's `--die-with-parent` alone leaves a race: a harness killed (SIGKILL) in the first
 * milliseconds of a box, before bwrap has armed it, leaves the box running (and, held for its
 * cgroup, let go by the harness's end). So one watchdog per harness waits on descriptor 3, a pipe
 * whose other end only the harness holds: its end of file means the harness is gone. It then kills,
 * a few times over as a box may still be starting, every process whose command line holds the
 * marker ($1): the bwrap of each box, outside and inside (the box's first process: killing it ends
 * the whole box). A harness that ends normally has ended its boxes; the watchdog finds none.
 */
const WATCHDOG = `marker=$1; read -r _ <&3; read -r self _ < /proc/self/stat
for round in 1 2 3 4 5; do
for f in $(grep -l -F -e "$marker" /proc/[0-9]*/cmdline); do
p=\${f#/proc/}; p=\${p%/cmdline}; [ "$p" = "$self" ] || kill -9 "$p"; done; sleep 0.1; done`;

let marker: string | undefined;

/** Starts the watchdog at the first box; returns the marker each box's bwrap takes as its name. */
export function watchBoxes(): string {
  if (marker !== undefined) return marker;
  marker = `bwrap-games-grade-${process.pid}-box`;
  const watchdog = spawn("/bin/sh", ["-c", WATCHDOG, "sh", marker], {
    detached: true,
    stdio: ["ignore", "ignore", "ignore", "pipe"],
  });
  // The harness never writes to the pipe, and neither it nor the watchdog keeps the other alive.
  const pipe = watchdog.stdio[3];
  pipe?.on("error", () => {});
  if (pipe !== null && pipe !== undefined && "unref" in pipe) (pipe as { unref(): void }).unref();
  watchdog.unref();
  return marker;
}
