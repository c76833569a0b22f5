/**
 * The shell's words that set `RLIMIT_NPROC` (processes and threads) to `count` (a number, or a
 * quoted parameter): bash and busybox call it `ulimit -u`, dash `ulimit -p` (bash's `-p` is the
 * pipe's size). Only for a box user, whose processes are the run's alone: a plain user's count,
 * before Linux 5.14, took in all of the user's processes.
 */
export function setProcessLimit(count: string): string {
  return `{ ulimit -u ${count} || ulimit -p ${count}; }`;
}
