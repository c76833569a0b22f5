import type { CaseResult, ReadingChoice, ReadingScore } from "../result/suite-result.js";
import type { CaseFiles } from "../suite/find-cases.js";
import type { Alternative, OpenPoint } from "../suite/find-readings.js";
import { type LoadedCase, loadCase } from "../suite/load-case.js";

/** A case ready to grade: its files (the suite's own or a reading's variant) and their contents. */
export interface ReadyCase {
  readonly files: CaseFiles;
  readonly loaded: LoadedCase;
}

/** Grades cases, in order, with the suite's settings for each case's name. */
export type GradeMany = (cases: readonly ReadyCase[]) => Promise<CaseResult[]>;

/** One open point with the graded cases that depend on it, each read under every reading. */
export interface PointPlan {
  readonly point: OpenPoint;
  /** Per reading, in `suite.json`'s order: the cases, as that reading has them. */
  readonly readings: readonly (readonly ReadyCase[])[];
}

export interface ChosenReadings {
  /** The result of every dependent case, under its point's chosen reading. */
  readonly results: ReadonlyMap<string, CaseResult>;
  readonly choices: readonly ReadingChoice[];
}

/**
 * Reads, before any program runs, every reading's version of the graded cases that depend on an
 * open point: a reading's variant where it has one, else the suite's own case.
 */
export function planReadings(
  points: readonly OpenPoint[],
  graded: readonly ReadyCase[],
): PointPlan[] {
  return points.flatMap((point) => {
    const dependent = graded.filter((item) => point.dependent.has(item.files.name));
    if (dependent.length === 0) return [];
    const readings = point.alternatives.map((alternative) =>
      dependent.map((item) => readAs(alternative, item)),
    );
    return [{ point, readings }];
  });
}

function readAs(alternative: Alternative, item: ReadyCase): ReadyCase {
  const variant = alternative.variants.get(item.files.name);
  return variant === undefined ? item : { files: variant, loaded: loadCase(variant) };
}

/**
 * Grades each open point's cases under its first reading and, only when that loses points, under
 * the others, and keeps the reading with the most points (the first of equals). No case depends on
 * two points, so choosing each point alone gives the best of every combination of readings.
 */
export async function chooseReadings(
  plans: readonly PointPlan[],
  grade: GradeMany,
): Promise<ChosenReadings> {
  const results = new Map<string, CaseResult>();
  const choices: ReadingChoice[] = [];
  for (const { point, readings } of plans) {
    const tried: { name: string; results: CaseResult[] }[] = [];
    for (const [index, cases] of readings.entries()) {
      const best = tried[0];
      if (best !== undefined && lostNothing(best.results)) break;
      const name = point.alternatives[index]?.name ?? "";
      const label = `${point.point}=${name}`;
      tried.push({
        name,
        results: (await grade(cases)).map((item) => ({ ...item, reading: label })),
      });
    }
    const chosen = pickBest(tried);
    for (const item of chosen.results) results.set(item.name, item);
    const description = point.alternatives.find((item) => item.name === chosen.name)?.description;
    choices.push({
      point: point.point,
      alternative: chosen.name,
      ...(description === undefined ? {} : { description }),
      cases: chosen.results.map((item) => item.name),
      scores: tried.map(({ name, results: graded }) => score(name, graded)),
    });
  }
  return { results, choices };
}

function lostNothing(results: readonly CaseResult[]): boolean {
  return results.every((item) => item.points === item.maxPoints);
}

function pickBest<T extends { readonly results: readonly CaseResult[] }>(tried: readonly T[]): T {
  return tried.reduce((best, next) => (points(next.results) > points(best.results) ? next : best));
}

function points(results: readonly CaseResult[]): number {
  return results.reduce((total, item) => total + item.points, 0);
}

function score(alternative: string, results: readonly CaseResult[]): ReadingScore {
  const maxPoints = results.reduce((total, item) => total + item.maxPoints, 0);
  return { alternative, points: points(results), maxPoints };
}
