import { constants } from "node:os";

// Each program runs as the leader of its own process group (spawned `detached`), so one signal to
// the group reaches everything it started: a `sh -c` wrapper and the `java` below it alike.

const liveGroups = new Set<number>();
const FORWARDED_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
let holders = 0;

/** Kills every process in the group led by `pid`; a group that is already gone is fine. */
export function killGroup(pid: number): void {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // ESRCH: nothing left to kill.
  }
}

/** Remembers a running group so that it dies with the harness (see `holdCleanup`). */
export function trackGroup(pid: number): void {
  liveGroups.add(pid);
}

export function releaseGroup(pid: number): void {
  liveGroups.delete(pid);
}

/**
 * While held, the harness kills the groups still running when it exits or is interrupted. Held
 * for a whole suite rather than per program: a signal listener costs a system call to set up.
 * Returns the function that lets go.
 */
export function holdCleanup(): () => void {
  if (holders++ === 0) {
    process.on("exit", killAll);
    for (const signal of FORWARDED_SIGNALS) process.on(signal, onSignal);
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--holders === 0) removeCleanup();
  };
}

function killAll(): void {
  for (const pid of liveGroups) killGroup(pid);
}

// Detached groups do not get the terminal's Ctrl-C; pass it on, then die of it as usual. Dying of
// a signal skips "exit", whose listeners remove the runs' private folders (and, as root, give a
// suite closed to the box users back its permissions): they run first.
function onSignal(signal: NodeJS.Signals): void {
  killAll();
  removeCleanup();
  process.emit("exit", 128 + (constants.signals[signal] ?? 0));
  process.kill(process.pid, signal);
}

function removeCleanup(): void {
  process.off("exit", killAll);
  for (const signal of FORWARDED_SIGNALS) process.off(signal, onSignal);
}
