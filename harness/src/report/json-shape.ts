// A report read back from JSON (a shard, a class.json) may come from a student's CI job: every field
// a report later prints is checked here, once, so no renderer meets markup where a number belongs.

/** What is wrong with `value`, named at `where` (`cases[2].durationMs`), or `undefined` when nothing is. */
export type Shape = (value: unknown, where: string) => string | undefined;

/** A field of an object: its shape, and whether it may be left out. */
export interface Field {
  readonly shape: Shape;
  readonly optional?: boolean;
}

export const text: Shape = (value, where) =>
  typeof value === "string" ? undefined : `${where} is not a text`;

/** A finite number: `NaN` and infinities cannot come from JSON, but a text can stand in their place. */
export const finiteNumber: Shape = (value, where) =>
  typeof value === "number" && Number.isFinite(value) ? undefined : `${where} is not a number`;

/**
 * A count or a measure (points, milliseconds, bytes, a line number): finite, 0 or more, and at most
 * 10^15, so that the sums `merge` makes of any number of shards stay numbers (two shards of 1.7e308
 * points summed to Infinity, written as `null`: a report `merge` then refused itself).
 */
export const measure: Shape = (value, where) => {
  const problem = finiteNumber(value, where);
  if (problem !== undefined) return problem;
  const number = value as number;
  return number >= 0 && number <= MAX_MEASURE ? undefined : `${where} is not from 0 to 10^15`;
};

const MAX_MEASURE = 1e15;

export const flag: Shape = (value, where) =>
  typeof value === "boolean" ? undefined : `${where} is not true or false`;

export function oneOf(values: readonly string[]): Shape {
  return (value, where) =>
    values.some((known) => known === value)
      ? undefined
      : `${where} is not one of ${values.map((known) => `"${known}"`).join(", ")}`;
}

export function nullable(shape: Shape): Shape {
  return (value, where) => (value === null ? undefined : shape(value, where));
}

export function listOf(shape: Shape): Shape {
  return (value, where) => {
    if (!Array.isArray(value)) return `${where} is not a list`;
    for (const [index, item] of value.entries()) {
      const problem = shape(item, `${where}[${index}]`);
      if (problem !== undefined) return problem;
    }
    return undefined;
  };
}

export function optional(shape: Shape): Field {
  return { shape, optional: true };
}

/** An object with these fields (others are let through, unread); looked up as its own properties. */
export function objectOf(fields: Readonly<Record<string, Shape | Field>>): Shape {
  return (value, where) => {
    if (!isObject(value)) return `${where} is not an object`;
    for (const [key, field] of Object.entries(fields)) {
      const { shape, optional: mayLack = false } =
        typeof field === "function" ? { shape: field } : field;
      const inner = where === "" ? key : `${where}.${key}`;
      if (!Object.hasOwn(value, key) || value[key] === undefined) {
        if (mayLack) continue;
        return `${inner} is missing`;
      }
      const problem = shape(value[key], inner);
      if (problem !== undefined) return problem;
    }
    return undefined;
  };
}

/** A JSON object, not a list or `null`. */
export function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
