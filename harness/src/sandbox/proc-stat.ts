import { readTextOrEmpty } from "./read-text.js";

/** `/proc` counts CPU time in clock ticks of USER_HZ, 100 a second on every Linux. */
export const MS_PER_TICK = 10;

/**
 * The fields of a `/proc/PID/stat` (or `/proc/PID/task/TID/stat`) file after the command's name,
 * which may hold spaces and parentheses: index 0 is field 3 (the state). Empty where the file
 * cannot be read (the process is gone).
 */
export function readStatFields(file: string): string[] {
  const stat = readTextOrEmpty(file);
  return stat === "" ? [] : stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** utime + stime + cutime + cstime (fields 14–17): a process's CPU time with its waited-for children's. */
export function cpuTicks(fields: readonly string[]): number {
  return [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
}
