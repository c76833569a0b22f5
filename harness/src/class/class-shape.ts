import {
  isObject,
  listOf,
  measure,
  objectOf,
  optional,
  type Shape,
  text,
} from "../report/json-shape.js";

// `class.json`'s header (class-report.ts) and each student's name; each student's report is checked
// as a JSON report of its own, so its problem names the student.

const settings: Shape = (value, where) =>
  isObject(value) ? undefined : `${where} is not an object`;

/** A `games-grade-class/1` past its `format`, each student's report aside. */
export const classHeader: Shape = objectOf({
  suite: text,
  gradedWith: text,
  harness: optional(text),
  settings,
  cases: listOf(objectOf({ name: text, maxPoints: measure })),
  shard: optional(text),
  students: listOf(objectOf({ name: text })),
});
