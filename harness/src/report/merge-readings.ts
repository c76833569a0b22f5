import type { ReadingChoice, ReadingScore } from "../result/suite-result.js";
import { compareNames } from "../suite/find-cases.js";

/**
 * The readings of several shards' reports as one: each shard chose its own, so a point whose shards
 * agree keeps that reading, and one where they differ is named by every reading chosen (`f+e`),
 * each with the points of the shards that chose it, so the merged total is not passed off as one.
 */
export function mergeReadings(
  lists: readonly (readonly ReadingChoice[] | undefined)[],
): ReadingChoice[] {
  const byPoint = new Map<string, ReadingChoice[]>();
  for (const choice of lists.flatMap((list) => list ?? [])) {
    byPoint.set(choice.point, [...(byPoint.get(choice.point) ?? []), choice]);
  }
  return [...byPoint.entries()].map(([point, choices]) => mergePoint(point, choices));
}

function mergePoint(point: string, choices: readonly ReadingChoice[]): ReadingChoice {
  const chosen = [...new Set(choices.map((choice) => choice.alternative))];
  const scores: ReadingScore[] = chosen.map((alternative) => {
    const mine = choices.filter((choice) => choice.alternative === alternative);
    const own = mine.map((choice) =>
      choice.scores.find((item) => item.alternative === alternative),
    );
    return {
      alternative,
      points: own.reduce((total, item) => total + (item?.points ?? 0), 0),
      maxPoints: own.reduce((total, item) => total + (item?.maxPoints ?? 0), 0),
    };
  });
  const description = chosen.length === 1 ? choices[0]?.description : undefined;
  return {
    point,
    alternative: chosen.join("+"),
    ...(description === undefined ? {} : { description }),
    cases: choices.flatMap((choice) => choice.cases).sort(compareNames),
    scores,
  };
}
