/**
 * A number as a report prints it. A report read back from JSON is checked first (report-shape.ts),
 * but what a renderer prints in a number's place it makes a number itself: anything else is `?`,
 * never text that could be markup or a terminal's escape.
 */
export function showNumber(value: number): string {
  return typeof value === "number" && Number.isFinite(value) ? String(value) : "?";
}

/** `value` divided by `unit` with `digits` decimals (`1.5` from 1536 KiB in MiB), or `?` as above. */
export function showFixed(value: number, unit: number, digits: number): string {
  return typeof value === "number" && Number.isFinite(value) ? (value / unit).toFixed(digits) : "?";
}
