import type { CaseReport, FirstDifference } from "../result/suite-result.js";

/**
 * How many characters of details (diffs, standard error, outputs, inputs, the answers a first
 * difference names) one report keeps in all. Each report is written as one string, and a string
 * holds at most about 512 Mi characters: a student's few thousand failing cases, each with a diff of
 * control characters JSON writes six times over, made the report (and a class's cache of it)
 * impossible to write, which stopped the whole class.
 */
export const REPORT_DETAIL_CHARACTERS = 8 * 1024 * 1024;

/** What a report says of a case whose details it left out. */
export const DETAILS_LEFT_OUT = `its diff, input, output and standard error are left out: a report keeps ${REPORT_DETAIL_CHARACTERS / 1024 / 1024} Mi characters of them in all`;

/**
 * The cases, in order, with their details while they fit in `budget` characters: the cases not
 * accepted first, in order, then what an accepted case keeps (its standard error) with what is left.
 * Once one does not fit, it and every later one of its kind keep only their verdict, the first
 * differences' short pieces and why (`detailsLeftOut`). An accepted case's standard error came
 * first in the suite's order and used up the budget of the one case that failed.
 */
export function keepDetailsWithin(
  cases: readonly CaseReport[],
  budget = REPORT_DETAIL_CHARACTERS,
): CaseReport[] {
  const spend = createSpender(budget);
  const failing = cases.map((item) => (item.verdict === "Accepted" ? item : spend(item)));
  return failing.map((item) => (item.verdict === "Accepted" ? spend(item) : item));
}

/** Keeps each case given while its details fit in what is left of `budget`, in the order given. */
function createSpender(budget: number): (item: CaseReport) => CaseReport {
  let left = budget;
  return (item) => {
    const size = measureDetails(item);
    if (size === 0) return item;
    if (size <= left) {
      left -= size;
      return item;
    }
    left = 0;
    return leaveOutDetails(item);
  };
}

function measureDetails(item: CaseReport): number {
  const texts = [item.diff, item.output, item.input, item.message, item.stderr];
  return (
    texts.reduce((total, text) => total + (text?.length ?? 0), 0) +
    measureCommand(item.firstDifference) +
    measureCommand(item.firstNonWhitespaceDifference)
  );
}

function measureCommand(difference: FirstDifference | undefined): number {
  const command = difference?.command;
  if (command === undefined) return 0;
  return command.text.length + command.expected.length + command.actual.length;
}

function leaveOutDetails(item: CaseReport): CaseReport {
  const { diff: _diff, output: _output, input: _input, stderrCut: _cut, ...kept } = item;
  return {
    ...kept,
    ...(item.message === undefined ? {} : { message: cutMessage(item.message) }),
    ...withoutCommand("firstDifference", item.firstDifference),
    ...withoutCommand("firstNonWhitespaceDifference", item.firstNonWhitespaceDifference),
    stderr: "",
    detailsLeftOut: true,
  };
}

/** A message is one line of the harness's, but may quote a program (a build's failure): 200 characters. */
function cutMessage(message: string): string {
  return message.length <= MESSAGE_CHARACTERS
    ? message
    : `${message.slice(0, MESSAGE_CHARACTERS)}…`;
}

const MESSAGE_CHARACTERS = 200;

function withoutCommand(
  key: "firstDifference" | "firstNonWhitespaceDifference",
  difference: FirstDifference | undefined,
): Partial<CaseReport> {
  if (difference === undefined) return {};
  const { command: _command, ...rest } = difference;
  return { [key]: rest };
}
