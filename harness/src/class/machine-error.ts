/**
 * Errors of the disk `--out` is on, full or failing, or of the grader's own resources: the class's
 * to stop on, never a student's to keep (a Compilation Error kept for a submission would outlive
 * the full disk that caused it).
 */
const MACHINE_ERRORS = new Set(["ENOSPC", "EDQUOT", "EIO", "EROFS", "ENOMEM", "EMFILE", "ENFILE"]);

export function isMachineError(error: unknown): boolean {
  return MACHINE_ERRORS.has((error as NodeJS.ErrnoException).code ?? "");
}
