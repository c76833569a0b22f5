import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GradeReport } from "../report/grade-report.js";
import { renderJsonReport } from "../report/render-json.js";
import { renderJunitReport } from "../report/render-junit.js";
import type { ReporterTarget } from "./parse-values.js";

/** Writes the JSON and JUnit reports asked for, to their files (folders made) or to `output`. */
export async function writeReports(
  targets: readonly ReporterTarget[],
  report: GradeReport,
  output: NodeJS.WritableStream,
): Promise<void> {
  for (const target of targets) {
    if (target.kind === "terminal") continue;
    const text = target.kind === "json" ? renderJsonReport(report) : renderJunitReport(report);
    if (target.file === undefined) {
      output.write(text);
      continue;
    }
    await mkdir(path.dirname(path.resolve(target.file)), { recursive: true });
    await writeFile(target.file, text);
  }
}
