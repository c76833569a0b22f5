import type { ReadingChoice } from "../result/suite-result.js";

/**
 * The reading of each open point a program was graded under, as every report says it:
 * `forest=e (f 2/8, e 8/8)` when several readings were tried, `forest=f` when the first lost nothing.
 * Empty when the suite names no open point.
 */
export function describeReadings(readings: readonly ReadingChoice[] | undefined): string {
  return (readings ?? []).map(describeReading).join(", ");
}

function describeReading(choice: ReadingChoice): string {
  const chosen = `${choice.point}=${choice.alternative}`;
  if (choice.scores.length < 2) return chosen;
  const scores = choice.scores.map(
    (item) => `${item.alternative} ${item.points}/${item.maxPoints}`,
  );
  return `${chosen} (${scores.join(", ")})`;
}

/** ` · reading forest=e (f 2/8, e 8/8)` for a line of facts about the run, or nothing. */
export function readingsSuffix(readings: readonly ReadingChoice[] | undefined): string {
  const text = describeReadings(readings);
  return text === "" ? "" : ` · reading ${text}`;
}
