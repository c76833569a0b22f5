import type { CliIo } from "@games/cli-kit";
import { mergeReports } from "../report/merge-reports.js";
import { readJsonReport } from "../report/render-json.js";
import { createTerminal, type Env } from "./create-terminal.js";
import type { OutputOptions } from "./parse-args.js";
import { writeReports } from "./write-reports.js";

/** Merges shard reports: prints the cases not accepted and the summary, writes the merged reports. */
export async function runMergeCommand(
  files: readonly string[],
  output: OutputOptions,
  io: CliIo,
  env: Env,
): Promise<number> {
  const reports = await Promise.all(
    files.map(async (file) => ({ file, report: await readJsonReport(file) })),
  );
  const merged = mergeReports(reports);
  const terminal = createTerminal(output, io, env);
  terminal?.start(merged.cases.map((item) => item.name));
  for (const item of merged.cases) terminal?.onCase(item);
  terminal?.finish(merged);
  await writeReports(output.reporters, merged, io, env);
  return merged.summary.accepted === merged.summary.total ? 0 : 1;
}
