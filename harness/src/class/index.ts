export { buildSubmission, runBuildCommand } from "./build-submission.js";
export type { ClassOptions } from "./class-options.js";
export { copyProgramFolder } from "./copy-program-folder.js";
export { isMachineError } from "./machine-error.js";
export { isClassReport, mergeClasses } from "./merge-classes.js";
export {
  listInTheWay,
  listLinks,
  refuseInTheWay,
  refuseLinksOut,
} from "./refuse-links-out.js";
export { renderClassProgress, renderClassSummary, renderStudentLine } from "./render-class-log.js";
export { requireJavac } from "./require-javac.js";
export { runClass, type StudentDone } from "./run-class.js";
export { SubmissionProblem } from "./submission-problem.js";
