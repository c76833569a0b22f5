import type { BuildFailure, CaseReport } from "../result/suite-result.js";
import { showControls, showControlsInLine } from "../text/show-controls.js";
import { describeIsolation } from "./describe-isolation.js";
import { readingsSuffix } from "./describe-readings.js";
import type { GradeReport } from "./grade-report.js";
import {
  renderBuildFailure,
  renderCaseDetails,
  renderCaseLine,
  renderReason,
  renderSummary,
  type TerminalStyle,
} from "./render-terminal.js";

export interface TerminalOptions extends TerminalStyle {
  /** Only the cases that were not accepted, each with its one-line reason, and the summary. */
  readonly quiet: boolean;
}

export interface TerminalReporter {
  /**
   * Called once with the names of the cases about to run, to size the name column, and the build
   * that failed, if one did: it is printed once, above the cases, which are then only listed.
   */
  readonly start: (names: readonly string[], build?: BuildFailure) => void;
  readonly onCase: (item: CaseReport) => void;
  readonly finish: (report: GradeReport) => void;
}

/** ` · spec cases only; --group all for every case` when only some groups were graded. */
export function describeGroups(report: GradeReport): string {
  if (report.groups === undefined) return "";
  return ` · ${report.groups.join(", ")} cases only; --group all for every case`;
}

const MIN_NAME_WIDTH = 16;
const MAX_NAME_WIDTH = 48;

/**
 * Prints each case as its result arrives, then what was graded and the summary. Consecutive cases
 * that failed in exactly the same way without judging any output (a program that cannot start fails
 * every case alike) are printed once, then counted in one line, unless verbose.
 */
export function createTerminalReporter(
  write: (text: string) => void,
  options: TerminalOptions,
): TerminalReporter {
  let style: TerminalOptions = options;
  let build: BuildFailure | undefined;
  let repeated: Repeated | undefined;
  let failures = 0;
  const flush = (): void => {
    if (repeated !== undefined && repeated.names.length > 0) write(renderRepeated(repeated, style));
    repeated = undefined;
  };
  return {
    start(names, failure) {
      // A loop, not a spread into `Math.max`: a shard may name hundreds of thousands of cases.
      let longest = 0;
      for (const name of names) longest = Math.max(longest, showControlsInLine(name).length);
      const nameWidth = Math.min(MAX_NAME_WIDTH, Math.max(MIN_NAME_WIDTH, longest));
      style = { ...options, nameWidth };
      build = failure;
      if (build !== undefined) write(lines(renderBuildFailure(build, style)));
    },
    onCase(item) {
      if (item.verdict === "Accepted") {
        flush();
        if (!options.quiet) write(lines([renderCaseLine(item, style), ...details(item, style)]));
        return;
      }
      failures += 1;
      const signature = options.verbose ? undefined : describeFailure(item);
      if (signature !== undefined && signature === repeated?.signature) {
        repeated.names.push(item.name);
        return;
      }
      flush();
      repeated = signature === undefined ? undefined : { signature, first: item, names: [] };
      const shown = isBuildFailure(item, build) ? [] : details(item, style);
      write(lines([renderCaseLine(item, style), ...shown]));
    },
    finish(report) {
      const alike = repeated !== undefined && repeated.names.length + 1 === report.cases.length;
      flush();
      if (alike && failures > 1 && build === undefined)
        write(`${renderAllAlike(report.cases[0])}\n`);
      const shard = report.shard === undefined ? "" : ` · shard ${report.shard}`;
      const isolation = describeIsolation(report.isolation);
      const graded = showControlsInLine(`${report.suite} · ${report.program}${shard}${isolation}`);
      const facts = showControlsInLine(
        `${describeGroups(report)}${readingsSuffix(report.readings)}`,
      );
      const summary = `${renderSummary(report.summary, options)}${facts}`;
      write(`\n${options.paint("dim", graded)}\n${summary}\n`);
    },
  };
}

interface Repeated {
  readonly signature: string;
  readonly first: CaseReport;
  readonly names: string[];
}

/** A case decided by the failed build, printed above: its details would only repeat it. */
function isBuildFailure(item: CaseReport, build: BuildFailure | undefined): boolean {
  return build !== undefined && item.verdict === "Compilation Error";
}

function details(item: CaseReport, style: TerminalOptions): string[] {
  if (!style.quiet) return renderCaseDetails(item, style);
  return renderReason(item).map((line) => `    ${line}`);
}

/**
 * What makes two failures the same: only for runs whose output was not judged at all. Each case runs
 * in a fresh temporary folder (`…/run-Ab12Cd/`), whose name a crash message may quote: those six
 * random characters are not a difference.
 */
function describeFailure(item: CaseReport): string | undefined {
  if (item.message === undefined || item.diff !== undefined) return undefined;
  const texts = [item.message, item.stderr, item.output ?? ""].map((text) =>
    text.replace(/-[A-Za-z0-9]{6}(?=\/)/g, "-XXXXXX"),
  );
  return JSON.stringify([item.verdict, ...texts]);
}

function renderRepeated({ first, names }: Repeated, style: TerminalOptions): string {
  const range = names.length === 1 ? names[0] : `${names[0]} … ${names.at(-1)}`;
  const mark = style.paint("red", "✗");
  const count = `${names.length} more ${names.length === 1 ? "case" : "cases"}`;
  return `${mark} ${showControls(range ?? "")}: ${count} failed exactly like ${showControlsInLine(first.name)} (${first.verdict}; --verbose lists each)\n`;
}

function renderAllAlike(item: CaseReport | undefined): string {
  const why = showControlsInLine(item?.message ?? "");
  return `every case failed the same way (${why}, the same standard error): does the program start at all? Check --cmd and --cwd.`;
}

function lines(items: readonly string[]): string {
  return items.map((line) => `${line}\n`).join("");
}
