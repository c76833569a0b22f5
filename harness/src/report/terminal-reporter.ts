import type { CaseReport } from "../result.js";
import type { GradeReport } from "./grade-report.js";
import {
  renderCaseDetails,
  renderCaseLine,
  renderSummary,
  type TerminalStyle,
} from "./render-terminal.js";

export interface TerminalOptions extends TerminalStyle {
  /** Only the cases that were not accepted, without details, and the summary. */
  readonly quiet: boolean;
}

export interface TerminalReporter {
  readonly onCase: (item: CaseReport) => void;
  readonly finish: (report: GradeReport) => void;
}

/** ` · spec cases only; --group all for every case` when only some groups were graded. */
export function describeGroups(report: GradeReport): string {
  if (report.groups === undefined) return "";
  return ` · ${report.groups.join(", ")} cases only; --group all for every case`;
}

/** Prints each case as its result arrives, then what was graded and the summary. */
export function createTerminalReporter(
  write: (text: string) => void,
  options: TerminalOptions,
): TerminalReporter {
  return {
    onCase(item) {
      const accepted = item.verdict === "Accepted";
      if (options.quiet && accepted) return;
      const details = options.quiet ? [] : renderCaseDetails(item, options);
      write([renderCaseLine(item, options), ...details].map((line) => `${line}\n`).join(""));
    },
    finish(report) {
      const shard = report.shard === undefined ? "" : ` · shard ${report.shard}`;
      const isolation =
        report.isolation === undefined ? "" : ` · isolation: ${report.isolation.mode}`;
      const graded = `${report.suite} · ${report.program}${shard}${isolation}`;
      const summary = `${renderSummary(report.summary, options)}${describeGroups(report)}`;
      write(`\n${options.paint("dim", graded)}\n${summary}\n`);
    },
  };
}
