import { VERDICTS } from "../result/verdict.js";
import { VISIBILITIES } from "../result/visibility.js";
import {
  finiteNumber,
  flag,
  listOf,
  measure,
  nullable,
  objectOf,
  oneOf,
  optional,
  type Shape,
  text,
} from "./json-shape.js";

// Every field of `GradeReport` (grade-report.ts) and what it holds (result/suite-result.ts), so a
// report read back is all a renderer may meet. A field added there is added here.

const commandAnswer = objectOf({
  line: measure,
  of: measure,
  text,
  expected: text,
  actual: text,
  expectedCut: optional(flag),
  actualCut: optional(flag),
});

const firstDifference = objectOf({
  line: measure,
  column: measure,
  expected: nullable(text),
  actual: nullable(text),
  expectedCut: optional(flag),
  actualCut: optional(flag),
  command: optional(commandAnswer),
});

const caseReport = objectOf({
  name: text,
  kind: oneOf(["io", "protocol"]),
  group: optional(text),
  description: optional(text),
  visibility: optional(oneOf(VISIBILITIES)),
  verdict: oneOf(VERDICTS),
  points: measure,
  maxPoints: measure,
  durationMs: measure,
  memoryBytes: optional(nullable(measure)),
  cpuMs: optional(nullable(measure)),
  exitCode: nullable(finiteNumber),
  signal: nullable(text),
  message: optional(text),
  limit: optional(oneOf(["cpu", "wall"])),
  waitMs: optional(measure),
  firstDifference: optional(firstDifference),
  firstNonWhitespaceDifference: optional(firstDifference),
  diff: optional(text),
  stderr: text,
  stderrCut: optional(flag),
  output: optional(text),
  file: optional(text),
  args: optional(listOf(text)),
  input: optional(text),
  reading: optional(text),
  detailsLeftOut: optional(flag),
});

const summary = objectOf({
  total: measure,
  accepted: measure,
  points: measure,
  maxPoints: measure,
  byVerdict: objectOf(Object.fromEntries(VERDICTS.map((verdict) => [verdict, measure]))),
  durationMs: measure,
});

const readingChoice = objectOf({
  point: text,
  alternative: text,
  description: optional(text),
  cases: listOf(text),
  scores: listOf(objectOf({ alternative: text, points: measure, maxPoints: measure })),
});

/** A `games-grade-report/1` past its `format`, which is checked first. */
export const gradeReport: Shape = objectOf({
  suite: text,
  program: text,
  shard: optional(text),
  student: optional(text),
  groups: optional(listOf(text)),
  readings: optional(listOf(readingChoice)),
  isolation: optional(
    objectOf({
      mode: oneOf(["strict", "basic", "none"]),
      timeLimit: optional(oneOf(["cpu", "wall"])),
      warning: optional(text),
    }),
  ),
  build: optional(objectOf({ message: text, output: text })),
  summary,
  cases: listOf(caseReport),
});
