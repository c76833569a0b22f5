import path from "node:path";
import { CliError } from "@games/cli-kit";
import { isObject } from "../report/json-shape.js";
import { checkJsonReport } from "../report/render-json.js";
import { compareNames } from "../suite/find-cases.js";
import { showInMessage } from "../text/show-in-message.js";
import { CLASS_FORMAT, type ClassReport } from "./class-report.js";
import { classHeader } from "./class-shape.js";
import { describeGradingDifference } from "./describe-grading-difference.js";
import type { ClassResult } from "./run-class.js";
import { assignStudentFolders } from "./student-folder.js";
import { writeClassOutputs } from "./write-class-outputs.js";

export interface NamedClassReport {
  readonly file: string;
  readonly report: ClassReport;
}

/** Whether parsed JSON is a `class.json` (as opposed to one program's report). */
export function isClassReport(json: unknown): boolean {
  return (json as { format?: unknown } | null)?.format === CLASS_FORMAT;
}

/** Parsed `class.json` from `file`, checked: its header and each student's report. */
export function checkClassReport(json: unknown, file: string): ClassReport {
  const problem = isObject(json) ? classHeader(json, "") : "not a JSON object";
  if (problem !== undefined)
    throw new CliError(`${file} is not a games-grade class.json: ${problem}`);
  const report = json as unknown as ClassReport;
  const students = report.students.map(({ name, report: grade }) => ({
    name,
    report: checkJsonReport(grade, `${file} (student ${showInMessage(name)})`),
  }));
  return { ...report, students };
}

/**
 * Joins the `class.json` of a class's shards into the one an unsharded run writes: every student
 * once, in name order. Shards graded against another suite, other options or another harness
 * version, or sharing a student, are an error.
 */
export function mergeClassReports(reports: readonly NamedClassReport[]): ClassReport {
  const [first, ...others] = reports;
  if (first === undefined) throw new CliError("no class.json to merge");
  const other = others.find(({ report }) => report.gradedWith !== first.report.gradedWith);
  if (other !== undefined) {
    const how = describeGradingDifference(first.report, other.report);
    throw new CliError(
      `${first.file} and ${other.file} were graded ${how}: grade every shard alike`,
    );
  }
  const seen = new Map<string, string>();
  for (const { file, report } of reports) {
    for (const student of report.students) {
      const earlier = seen.get(student.name);
      if (earlier !== undefined)
        throw new CliError(
          `student ${showInMessage(student.name)} is in both ${earlier} and ${file}`,
        );
      seen.set(student.name, file);
    }
  }
  const { shard: _shard, ...header } = first.report;
  const students = reports
    .flatMap(({ report }) => report.students)
    .sort((left, right) => compareNames(left.name, right.name));
  return { ...header, students };
}

/**
 * `merge A/class.json B/class.json --out DIR`: from the parsed `class.json` of a class's shards, the
 * files one unsharded class run writes in `out`.
 */
export async function mergeClasses(
  files: readonly { file: string; json: unknown }[],
  out: string,
  onWarning: (message: string) => void,
): Promise<ClassResult> {
  const { students, ...header } = mergeClassReports(
    files.map(({ file, json }) => ({ file, report: checkClassReport(json, file) })),
  );
  const folders = assignStudentFolders(students.map((student) => student.name));
  const rows = await writeClassOutputs(
    out,
    header,
    students.map((student) => ({
      name: student.name,
      folder: folders.get(student.name) ?? student.name,
      fresh: true,
      load: async () => student.report,
    })),
    onWarning,
  );
  return { header, rows, graded: 0, cached: 0, out: path.resolve(out) };
}
