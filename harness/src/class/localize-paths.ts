import path from "node:path";
import type { GradeReport } from "../report/grade-report.js";
import type { BuildFailure, CaseReport } from "../result/suite-result.js";

/** Where a student's files were graded: the teacher's folders, which their report must not show. */
export interface StudentPlace {
  /** The student's folder (their program's paths are read from it): under `workDir`. */
  readonly dir: string;
  /** The student's private work folder under `--out` (their files, their classes). */
  readonly workDir: string;
  /** The suite folder. */
  readonly suite: string;
}

/**
 * The report a student reads names paths from their own folder only: the teacher's work folder
 * (`/…/grades/.work/frank/files/Main.java`) becomes `Main.java`, the classes folder `classes`
 * (as in `javac -d classes`), a case's file its name in the suite, and the suite its folder's
 * name. Everything the harness wrote or the program wrote apart from its judged output is
 * rewritten (reasons, standard error, the end of a stopped run's output, the command line, the
 * build's output); diffs are left as the program printed them, as they were judged.
 */
export function localizePaths(report: GradeReport, place: StudentPlace): GradeReport {
  const local = localizeText(place);
  return {
    ...report,
    suite: path.basename(place.suite),
    program: local(report.program),
    ...(report.build === undefined ? {} : { build: localizeBuild(report.build, local) }),
    cases: report.cases.map((item) => localizeCase(item, local, place.suite)),
  };
}

type Localize = (text: string) => string;

function localizeBuild(build: BuildFailure, local: Localize): BuildFailure {
  return { message: local(build.message), output: local(build.output) };
}

function localizeCase(item: CaseReport, local: Localize, suite: string): CaseReport {
  return {
    ...item,
    stderr: local(item.stderr),
    ...(item.message === undefined ? {} : { message: local(item.message) }),
    ...(item.output === undefined ? {} : { output: local(item.output) }),
    ...(item.file === undefined ? {} : { file: path.relative(suite, item.file) }),
  };
}

/** Replaces the longest of the teacher's paths first, so a folder's files lose the whole prefix. */
function localizeText({ dir, workDir }: StudentPlace): Localize {
  const classes = path.join(workDir, "classes");
  const files = path.join(workDir, "files");
  const replacements: readonly (readonly [string, string])[] = [
    [`${dir}${path.sep}`, ""],
    [dir, "."],
    [classes, "classes"],
    [`${files}${path.sep}`, ""],
    [`${workDir}${path.sep}`, ""],
    [workDir, "."],
  ];
  return (text) => replacements.reduce((result, [from, to]) => result.split(from).join(to), text);
}
