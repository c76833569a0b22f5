export { isClosedToOthers } from "./close-to-others.js";
export { findUnseenPaths } from "./find-unseen-paths.js";
export { claimForThisProcess, releaseClaim } from "./folder-claim.js";
export { GraderError } from "./grader-error.js";
export { HISTORY_NAMES } from "./history-names.js";
export { isInside } from "./is-inside.js";
export {
  isSystemPath,
  type PlannedSandbox,
  type ProgramFolderKind,
  planProgramSandbox,
  type SandboxRequest,
} from "./plan-program-sandbox.js";
export type { Program } from "./program.js";
export { removeTree } from "./remove-tree.js";
export {
  DEFAULT_SANDBOX_MODE,
  SANDBOX_MODES,
  type SandboxFile,
  type SandboxMode,
  type SandboxPlan,
} from "./sandbox-plan.js";
export {
  measuresCpuTime,
  type RunUsage,
  type StartedProgram,
  startProgram,
} from "./start-program.js";
export { lstatOrUndefined, realPathOrSelf } from "./stat-entry.js";
export {
  makeStudentFolder,
  removeStudentFolder,
  removeStudentFoldersSync,
  unmountStudentFolders,
} from "./student-folder-mount.js";
export { planSuiteSandbox, type SandboxOptions } from "./suite-sandbox.js";
export { walkTree } from "./walk-tree.js";
