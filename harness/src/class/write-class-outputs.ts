import { once } from "node:events";
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GradeReport } from "../report/grade-report.js";
import { renderJsonReport } from "../report/render-json.js";
import { makeFolders } from "../suite/make-folders.js";
import { showControlsInLine } from "../text/show-controls.js";
import type { ClassHeader } from "./class-report.js";
import { identifyStudents } from "./identify-students.js";
import { renderScoreboardCsv } from "./render-scoreboard-csv.js";
import { renderScoreboardHtml } from "./render-scoreboard-html.js";
import { type ScoreRow, toScoreRow } from "./score-row.js";

/** One student to write out; the report is loaded only when its turn comes. */
export interface StudentOutput {
  readonly name: string;
  readonly folder: string;
  /** Graded (or merged) now: its report files are written even when they exist. */
  readonly fresh: boolean;
  readonly load: () => Promise<GradeReport>;
}

/**
 * Writes everything a class run leaves in `out`: `students/<folder>/report.json` and `report.html`,
 * `class.json`, `scoreboard.csv` and `scoreboard.html`. Students are read one at a time and
 * `class.json` is streamed, so memory holds only the scoreboard's small rows. A student's report
 * that cannot be written stops no other: `onProblem` gets a line, and their row a mark.
 */
export async function writeClassOutputs(
  out: string,
  header: ClassHeader,
  students: readonly StudentOutput[],
  onProblem: (message: string) => void = () => {},
): Promise<ScoreRow[]> {
  await makeFolders(out);
  const rows: ScoreRow[] = [];
  const identities = identifyStudents(students.map((student) => student.name));
  const classFile = path.join(out, "class.json");
  const json = openJsonStream(`${classFile}.${process.pid}.tmp`, header);
  for (const [index, student] of students.entries()) {
    const report = await student.load();
    const problem = await writeStudentReports(
      path.join(out, "students", student.folder),
      report,
      student.fresh,
    );
    if (problem !== undefined)
      onProblem(`the report of ${showControlsInLine(student.name)} was not written: ${problem}`);
    const row = toScoreRow(student.name, student.folder, report, identities.get(student.name));
    rows.push(problem === undefined ? row : { ...row, problem });
    await json.write(index, { name: student.name, report });
  }
  await json.close();
  await rename(`${classFile}.${process.pid}.tmp`, classFile);
  await writeFile(path.join(out, "scoreboard.csv"), renderScoreboardCsv(header.cases, rows));
  const page = { suite: header.suite, cases: header.cases, rows };
  await writeFile(path.join(out, "scoreboard.html"), renderScoreboardHtml(page));
  return rows;
}

/**
 * Writes a student's `report.json` and `report.html`; why not, when they could not be written. A
 * kept student's are left when their folder holds them already: it may have held another
 * student's in an earlier run (names that met then), or their own from an earlier submission.
 */
async function writeStudentReports(
  dir: string,
  report: GradeReport,
  fresh: boolean,
): Promise<string | undefined> {
  const html = path.join(dir, "report.html");
  const json = renderJsonReport(report);
  if (!fresh && (await holdsAlready(dir, json))) return undefined;
  try {
    await mkdir(dir, { recursive: true });
    // Loaded on first use, as for `--reporter html`: diff2html is most of the harness's code.
    const { renderHtmlReport } = await import("../report/html/render-html-report.js");
    await writeFile(html, renderHtmlReport(report));
    // Last: a folder holds a student's reports when its JSON is theirs (see `holdsAlready`).
    await writeFile(path.join(dir, "report.json"), json);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Whether `dir` holds a student's reports already: `report.json` as `json`, and the HTML. */
async function holdsAlready(dir: string, json: string): Promise<boolean> {
  const kept = await readFile(path.join(dir, "report.json"), "utf8").catch(() => undefined);
  return kept === json && existsSync(path.join(dir, "report.html"));
}

/** `class.json` written as it goes: the header, then one student per line. */
function openJsonStream(file: string, header: ClassHeader) {
  const stream = createWriteStream(file);
  const write = async (text: string): Promise<void> => {
    if (!stream.write(text)) await once(stream, "drain");
  };
  const opening = `${JSON.stringify(header, null, 2).slice(0, -2)},\n  "students": [\n`;
  let started: Promise<void> | undefined;
  return {
    async write(index: number, student: unknown): Promise<void> {
      started ??= write(opening);
      await started;
      await write(`${index === 0 ? "" : ",\n"}    ${JSON.stringify(student)}`);
    },
    async close(): Promise<void> {
      started ??= write(opening);
      await started;
      stream.end("\n  ]\n}\n");
      await once(stream, "finish");
    },
  };
}
