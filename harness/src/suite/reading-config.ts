import { CliError } from "@games/cli-kit";

/** One way of reading an open point of the assignment text. */
export interface AlternativeConfig {
  readonly description?: string;
}

/**
 * A point the assignment text leaves open or contradicts, and its readings. The first alternative is
 * the one the suite's own case files follow; every other one keeps its variants of the cases that
 * depend on the point in `readings/<point>/<alternative>/`.
 */
export interface ReadingConfig {
  readonly description?: string;
  readonly alternatives: Readonly<Record<string, AlternativeConfig>>;
}

const NAME = /^[a-z0-9][a-z0-9-]*$/;

/** Checks `suite.json`'s `readings`, naming the first field that is wrong. */
export function checkReadings(value: unknown, file: string): void {
  for (const [point, reading] of Object.entries(requireObject(value, file, "readings"))) {
    const where = `readings.${point}`;
    if (!NAME.test(point))
      throw new CliError(`${file}: ${where} is not a name of lowercase letters, digits and dashes`);
    const fields = requireObject(reading, file, where);
    checkKnown(fields, ["description", "alternatives"], file, where);
    checkDescription(fields.description, file, where);
    const alternatives = Object.entries(
      requireObject(fields.alternatives, file, `${where}.alternatives`),
    );
    if (alternatives.length < 2) {
      throw new CliError(`${file}: ${where}.alternatives must name at least two readings`);
    }
    for (const [name, alternative] of alternatives) {
      const at = `${where}.alternatives.${name}`;
      if (!NAME.test(name))
        throw new CliError(`${file}: ${at} is not a name of lowercase letters, digits and dashes`);
      const settings = requireObject(alternative, file, at);
      checkKnown(settings, ["description"], file, at);
      checkDescription(settings.description, file, at);
    }
  }
}

function requireObject(value: unknown, file: string, where: string): Record<string, unknown> {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    return value as Record<string, unknown>;
  }
  throw new CliError(`${file}: ${where} must be an object`);
}

function checkKnown(
  fields: Record<string, unknown>,
  known: readonly string[],
  file: string,
  where: string,
): void {
  const unknown = Object.keys(fields).find((key) => !known.includes(key));
  if (unknown !== undefined) {
    throw new CliError(`${file}: unknown field "${where}.${unknown}" (known: ${known.join(", ")})`);
  }
}

function checkDescription(value: unknown, file: string, where: string): void {
  if (value !== undefined && (typeof value !== "string" || value === "")) {
    throw new CliError(`${file}: "${where}.description" must be a text`);
  }
}
