import { stat } from "node:fs/promises";
import path from "node:path";
import { CliError } from "@games/cli-kit";
import { type CaseFiles, findCases } from "./find-cases.js";
import type { SuiteConfig } from "./suite-config.js";

/** One reading of an open point, with its own files for the cases that depend on the point. */
export interface Alternative {
  readonly name: string;
  readonly description?: string;
  /** This reading's variant of each case it changes, by case name; the first reading changes none. */
  readonly variants: ReadonlyMap<string, CaseFiles>;
}

/** A point the text leaves open: its readings, the first one being the suite's own case files. */
export interface OpenPoint {
  readonly point: string;
  readonly description?: string;
  readonly alternatives: readonly Alternative[];
  /** The cases some reading has a variant of: the ones graded under each reading. */
  readonly dependent: ReadonlySet<string>;
}

/** Where the variants of reading `alternative` of `point` are, from the suite folder. */
export function alternativeFolder(point: string, alternative: string): string {
  return path.join("readings", point, alternative);
}

/**
 * Finds the variant cases of every reading in `suite.json`. A variant must belong to a case of the
 * suite, a case may depend on one open point only (so the points are chosen independently), and the
 * first reading, whose files are the suite's own, has no folder.
 */
export async function findReadings(
  suite: string,
  config: SuiteConfig,
  caseNames: ReadonlySet<string>,
): Promise<OpenPoint[]> {
  const owner = new Map<string, string>();
  const points: OpenPoint[] = [];
  for (const [point, reading] of Object.entries(config.readings ?? {})) {
    const entries = Object.entries(reading.alternatives);
    const alternatives: Alternative[] = [];
    for (const [index, [name, settings]] of entries.entries()) {
      const folder = alternativeFolder(point, name);
      const variants = await findVariants(suite, folder, index === 0);
      for (const variant of variants.keys()) claim(owner, variant, point, folder, caseNames);
      alternatives.push({ name, ...settings, variants });
    }
    const dependent = new Set(alternatives.flatMap((item) => [...item.variants.keys()]));
    points.push({ point, description: reading.description, alternatives, dependent });
  }
  return points;
}

async function findVariants(
  suite: string,
  folder: string,
  first: boolean,
): Promise<Map<string, CaseFiles>> {
  const dir = path.join(suite, folder);
  const exists = await stat(dir).then(
    (info) => info.isDirectory(),
    () => false,
  );
  if (first) {
    if (!exists) return new Map();
    throw new CliError(
      `${dir}: the first reading of a point is the suite's own cases and has no folder; move its cases up`,
    );
  }
  const cases = exists ? await findCases(dir, { update: false }) : [];
  if (cases.length === 0) {
    throw new CliError(`suite.json names a reading whose folder ${dir} holds no cases`);
  }
  return new Map(cases.map((files) => [files.name, files]));
}

function claim(
  owner: Map<string, string>,
  name: string,
  point: string,
  folder: string,
  caseNames: ReadonlySet<string>,
): void {
  if (!caseNames.has(name)) {
    throw new CliError(
      `${folder}/${name} is a variant of no case of the suite (no ${name} beside suite.json)`,
    );
  }
  const other = owner.get(name);
  if (other !== undefined && other !== point) {
    throw new CliError(
      `case ${name} has variants for the open points ${other} and ${point}; a case may depend on one only`,
    );
  }
  owner.set(name, point);
}
