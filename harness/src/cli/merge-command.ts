import { readFile } from "node:fs/promises";
import path from "node:path";
import type { CliIo } from "@games/cli-kit";
import { CliError } from "@games/cli-kit";
import { checkClassReport, isClassReport, mergeClassReports } from "../class/merge-classes.js";
import { renderClassSummary } from "../class/render-class-log.js";
import { assignStudentFolders } from "../class/student-folder.js";
import { writeClassOutputs } from "../class/write-class-outputs.js";
import { mergeReports } from "../report/merge-reports.js";
import { createPaint } from "../report/paint.js";
import { checkJsonReport } from "../report/render-json.js";
import { createTerminal, type Env } from "./create-terminal.js";
import { shouldUseColor } from "./detect-color.js";
import type { Command } from "./parse-args.js";
import { writeReports } from "./write-reports.js";

type MergeCommand = Extract<Command, { kind: "merge" }>;

/**
 * Merges shard reports: prints the cases not accepted and the summary, writes the merged reports.
 * Shards of a class (`class.json`) are merged into the files one unsharded class run writes.
 */
export async function runMergeCommand(command: MergeCommand, io: CliIo, env: Env): Promise<number> {
  const files = await Promise.all(
    command.files.map(async (file) => ({ file, json: await readJson(file) })),
  );
  const classes = files.filter(({ json }) => isClassReport(json));
  if (classes.length > 0) {
    if (classes.length < files.length)
      throw new CliError("merge either class.json files or JSON reports, not both");
    return mergeClasses(classes, command.out ?? "grades", io, env);
  }
  if (command.out !== undefined)
    throw new CliError("--out is for merging class.json files; give JSON reports -r instead");
  const merged = mergeReports(
    files.map(({ file, json }) => ({ file, report: checkJsonReport(json, file) })),
  );
  const terminal = createTerminal(command.output, io, env);
  for (const item of merged.cases) terminal?.onCase(item);
  terminal?.finish(merged);
  await writeReports(command.output.reporters, merged, io, env);
  return merged.summary.accepted === merged.summary.total ? 0 : 1;
}

async function mergeClasses(
  files: readonly { file: string; json: unknown }[],
  out: string,
  io: CliIo,
  env: Env,
): Promise<number> {
  const merged = mergeClassReports(
    files.map(({ file, json }) => ({ file, report: checkClassReport(json, file) })),
  );
  const { students, ...header } = merged;
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
  );
  const result = { header, rows, graded: 0, cached: 0, out: path.resolve(out) };
  io.output.write(
    renderClassSummary(result, createPaint(shouldUseColor(io.output, env)), process.cwd()),
  );
  return 0;
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new CliError(`cannot read the report ${file}: ${(error as Error).message}`);
  }
}
