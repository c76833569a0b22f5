import path from "node:path";
import { describeDifferences } from "../compare/first-difference.js";
import { splitLines } from "../compare/resolve-expected.js";
import { type Paint, paintDiff } from "../report/paint.js";
import { cutLongLines } from "../text/cut-long-lines.js";
import { showControls } from "../text/show-controls.js";
import type { FuzzResult } from "./fuzz-game.js";
import type { GeneratedInput } from "./generated-input.js";
import type { WrittenCase } from "./write-fuzz-case.js";

type Difference = Extract<FuzzResult, { kind: "differs" }>;

/** As the grader's terminal report cuts a diff line (the whole case is written beside it). */
const DIFF_LINE_CHARACTERS = 500;

const INDENT = "  ";
const STDERR_LINES = 6;

/** `500 runs, no difference` and what was compared. */
export function renderAgreement(result: Extract<FuzzResult, { kind: "agree" }>, runs: number) {
  return `${runs} ${runs === 1 ? "run" : "runs"}, no difference: ${result.candidate} agrees with ${result.reference}\n${describeSpace(result)}\n`;
}

/** Which inputs were drawn, so a teacher knows whether a difference is one a student is graded on. */
export function describeSpace({ space, game }: Pick<FuzzResult, "space" | "game">): string {
  return space === "spec"
    ? `inputs: the spec space of ${game}'s generator, what a student is graded on (--group all for every input it makes)`
    : `inputs: every input ${game}'s generator makes, beyond what a student is graded on (the spec space is the default)`;
}

/**
 * The run that differed, the shrunk input, why it differs (a diff), where the case was written, and
 * how to grade it: with the grading options fuzz was given (`gradingArgs`).
 */
export function renderDifference(
  result: Difference,
  written: WrittenCase,
  gradingArgs: readonly string[],
  paint: Paint,
): string {
  const { judgement, candidate } = result.comparison;
  const limit = result.limitReached ? "; the limit was reached: it may shrink further" : "";
  const lines = [
    paint("bold", `run ${result.run} of ${result.runs} differs`) +
      ` (size ${result.size}, generateInput seed ${result.inputSeed}): ${result.candidate} against the reference ${result.reference}`,
    describeSpace(result),
    `shrunk from ${describeSize(result.input)} to ${describeSize(result.shrunk)}${result.space === "spec" ? " (the generator's smallest size that differs)" : ""} in ${result.programRuns} program runs (at most ${result.shrinkLimit}${limit})`,
    "",
    ...renderInput(result.shrunk),
    "",
    `${judgement.verdict}${judgement.message === undefined ? "" : `: ${judgement.message}`}`,
  ];
  lines.push(...describeDifferences(judgement));
  if (judgement.diff !== undefined) {
    lines.push(paintDiff(cutLongLines(showControls(judgement.diff), DIFF_LINE_CHARACTERS), paint));
  }
  if (judgement.verdict === "Runtime Error" && candidate.errorOutput !== "")
    lines.push(
      "standard error:",
      ...indent(splitLines(showControls(candidate.errorOutput)).slice(0, STDERR_LINES)),
    );
  return `${[...lines, "", ...renderWritten(written, result, gradingArgs)].join("\n")}\n`;
}

function renderInput(input: GeneratedInput): string[] {
  const stdin = splitLines(showControls(input.stdin));
  const lines = input.args.length === 0 || stdin.length > 0 ? ["input:", ...indent(stdin)] : [];
  if (input.args.length > 0) lines.push(`arguments: ${input.args.join(" ")}`);
  return lines;
}

function renderWritten(
  { dir, name, written, kept }: WrittenCase,
  { candidate, protocol }: Pick<Difference, "candidate" | "protocol">,
  gradingArgs: readonly string[],
): string[] {
  const holder = protocol
    ? ".protocol holds the reference's merged output"
    : ".out is the reference's output";
  const lines = [
    `wrote the case ${name} in ${dir} (its ${holder}):`,
    ...indent(written.map((file) => path.relative(dir, file))),
  ];
  for (const file of kept)
    lines.push(`kept ${file}, which differs from the generated one: the case may not reproduce`);
  const args = [dir, "--filter", name, "--cmd", candidate, ...gradingArgs];
  lines.push(`grade it: games-grade ${args.map(quoteWord).join(" ")}`);
  return lines;
}

/** A word as a POSIX shell reads it back: bare when safe, else in single quotes. */
function quoteWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

function describeSize(input: GeneratedInput): string {
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;
  const lines = count(splitLines(input.stdin).length, "line");
  if (input.args.length === 0) return lines;
  const args = count(input.args.length, "argument");
  return input.stdin === "" ? args : `${lines} and ${args}`;
}

function indent(lines: readonly string[]): string[] {
  return lines.map((line) => `${INDENT}${line}`);
}
