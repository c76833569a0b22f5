/**
 * The names of version-control stores. Each holds past contents of what it tracks, so a teacher's
 * checkout holds every committed case there, mostly compressed or framed where no match by content
 * finds it: git's objects (`.git`), Mercurial's revlogs (`.hg/store`), Subversion's pristine copies
 * (`.svn/pristine`), Bazaar's packs (`.bzr`), darcs' patches (`_darcs`), Jujutsu's store (`.jj`, a
 * git store inside), Pijul's (`.pijul`), and Fossil's checkout database, whose stash and undo hold
 * contents (`.fslckout`; `_FOSSIL_` on Windows and in old versions; `.fossil`, its old name for the
 * settings database). A Fossil repository itself is a file of any name (`course.fossil`): not here.
 */
export const HISTORY_NAMES: readonly string[] = [
  ".git",
  ".hg",
  ".svn",
  ".bzr",
  "_darcs",
  ".jj",
  ".pijul",
  ".fslckout",
  "_FOSSIL_",
  ".fossil",
];

/** Whether an entry's name is a version-control store's (see `HISTORY_NAMES`). */
export function isHistoryName(name: string): boolean {
  return HISTORY_NAMES.includes(name);
}
