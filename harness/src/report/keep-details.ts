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
 * The cases, in order, with their details while they fit in `budget` characters; once one does
 * not, it and every case after it keep only their verdict, the first differences' short pieces and
 * why (`detailsLeftOut`).
 */
export function keepDetailsWithin(
  cases: readonly CaseReport[],
  budget = REPORT_DETAIL_CHARACTERS,
): CaseReport[] {
  let left = budget;
  return cases.map((item) => {
    const size = measureDetails(item);
    if (size === 0) return item;
    if (size <= left) {
      left -= size;
      return item;
    }
    left = 0;
    return leaveOutDetails(item);
  });
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
