import { readOnlySources } from "./bwrap-args.js";
import { isInside } from "./is-inside.js";
import type { SandboxPlan } from "./sandbox-plan.js";

/**
 * From about this many, making a box takes noticeably longer: bwrap reads its whole mount table
 * after each mount, so the cost grows with the square of their number (on the development machine,
 * 100 entries bound alone cost a case about 20 ms more, 400 about 200 ms).
 */
const MANY_MOUNTS = 100;

/**
 * Said before the first case, in strict mode, when the folders the program is shown take many
 * mounts in every box: a folder that holds a hidden path (the suite, a copy of a case) is rebuilt
 * from its other entries, each bound on its own (see `mountReadOnly`). The mounts counted are the
 * ones its boxes will make, worked out once for all its runs (`readOnlySources`). Grading from a
 * crowded folder (a home folder, a course folder of many submissions) is slow for no reason the
 * grader would otherwise show.
 */
export function describeManyMounts(plan: SandboxPlan): string | undefined {
  const mounts = readOnlySources(plan).length;
  const rebuilt = plan.visible.filter((folder) =>
    plan.hidden.some((entry) => entry !== folder && isInside(entry, folder)),
  );
  if (mounts < MANY_MOUNTS || rebuilt.length === 0) return undefined;
  const hold = rebuilt.length === 1 ? "holds" : "hold";
  return `every box binds ${mounts} paths one by one: ${rebuilt.join(", ")} ${hold} a hidden path (the suite or a copy of a case), so each entry is bound on its own and each case takes longer; grade from a folder of its own, or give the program one (--cwd)`;
}
