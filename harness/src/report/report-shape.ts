import { VERDICTS } from "../result/verdict.js";
import { VISIBILITIES } from "../result/visibility.js";
import {
  finiteNumber,
  flag,
  listOf,
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
  line: finiteNumber,
  of: finiteNumber,
  text,
  expected: text,
  actual: text,
  expectedCut: optional(flag),
  actualCut: optional(flag),
});

const firstDifference = objectOf({
  line: finiteNumber,
  column: finiteNumber,
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
  points: finiteNumber,
  maxPoints: finiteNumber,
  durationMs: finiteNumber,
  memoryBytes: optional(nullable(finiteNumber)),
  cpuMs: optional(nullable(finiteNumber)),
  exitCode: nullable(finiteNumber),
  signal: nullable(text),
  message: optional(text),
  limit: optional(oneOf(["cpu", "wall"])),
  waitMs: optional(finiteNumber),
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
});

const summary = objectOf({
  total: finiteNumber,
  accepted: finiteNumber,
  points: finiteNumber,
  maxPoints: finiteNumber,
  byVerdict: objectOf(Object.fromEntries(VERDICTS.map((verdict) => [verdict, finiteNumber]))),
  durationMs: finiteNumber,
});

const readingChoice = objectOf({
  point: text,
  alternative: text,
  description: optional(text),
  cases: listOf(text),
  scores: listOf(objectOf({ alternative: text, points: finiteNumber, maxPoints: finiteNumber })),
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
