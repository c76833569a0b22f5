import { readFile } from "node:fs/promises";
import type { CliIo } from "@games/cli-kit";
import { CliError } from "@games/cli-kit";
import { isClassReport } from "../class/index.js";
import { mergeReports } from "../report/merge-reports.js";
import { checkJsonReport } from "../report/render-json.js";
import { describeReadError } from "../text/describe-read-error.js";
import { createTerminal, type Env } from "./create-terminal.js";
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
    // Loaded only for a class: writing its files needs most of the class's code.
    const { mergeClassFiles } = await import("./merge-class-files.js");
    return mergeClassFiles(classes, command.out ?? "grades", io, env);
  }
  if (command.out !== undefined)
    throw new CliError("--out is for merging class.json files; give JSON reports -r instead");
  const merged = mergeReports(
    files.map(({ file, json }) => ({ file, report: checkJsonReport(json, file) })),
  );
  const terminal = createTerminal(command.output, io, env);
  terminal?.start(
    merged.cases.map((item) => item.name),
    merged.build,
  );
  for (const item of merged.cases) terminal?.onCase(item);
  terminal?.finish(merged);
  await writeReports(command.output.reporters, merged, io, env);
  return merged.summary.accepted === merged.summary.total ? 0 : 1;
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new CliError(`cannot read the report ${file}: ${describeReadError(error)}`);
  }
}
