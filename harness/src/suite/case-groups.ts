import { CliError } from "@games/cli-kit";
import { findCaseConfig, type SuiteConfig } from "./suite-config.js";

/** The group every program is graded on by default: what the assignment text settles. */
export const SPEC_GROUP = "spec";

export interface GroupChoice<T> {
  readonly cases: T[];
  /** The groups graded, when not every case was; `undefined` means every case. */
  readonly groups?: readonly string[];
}

/**
 * Keeps the cases of the requested groups (`["all"]`: every case). Without a request, a program
 * that is not the suite's own game is graded on the `spec` group only: the other groups pin our
 * own decisions and CLI contract, which a correct student program need not share. Once a suite
 * gives any case a group, every case needs one, so no case is graded by accident.
 */
export function chooseGroups<T extends { readonly name: string }>(
  cases: readonly T[],
  config: SuiteConfig,
  request: { readonly groups?: readonly string[]; readonly ownProgram: boolean },
): GroupChoice<T> {
  const groupOf = new Map(cases.map((item) => [item, findCaseConfig(config, item.name).group]));
  const known = new Set([...groupOf.values()].filter((group) => group !== undefined));
  if (known.size === 0 && config.groups === undefined) return chooseWithoutGroups(cases, request);
  const ungrouped = cases.find((item) => groupOf.get(item) === undefined);
  if (ungrouped !== undefined) {
    throw new CliError(
      `case ${ungrouped.name} has no group in suite.json (its other cases have groups: ${[...known].join(", ")})`,
    );
  }
  const wanted = request.groups ?? defaultGroups(known, request.ownProgram);
  if (wanted.includes("all")) return { cases: [...cases] };
  const unknown = wanted.find((group) => !known.has(group));
  if (unknown !== undefined) {
    throw new CliError(
      `no case is in group "${unknown}" (groups: ${[...known].join(", ")}, or all)`,
    );
  }
  return {
    cases: cases.filter((item) => wanted.includes(groupOf.get(item) ?? "")),
    groups: wanted,
  };
}

function chooseWithoutGroups<T>(
  cases: readonly T[],
  request: { readonly groups?: readonly string[] },
): GroupChoice<T> {
  const named = request.groups?.filter((group) => group !== "all") ?? [];
  if (named.length > 0) {
    throw new CliError(`--group ${named.join(",")}: this suite's cases have no groups`);
  }
  return { cases: [...cases] };
}

function defaultGroups(known: ReadonlySet<string>, ownProgram: boolean): readonly string[] {
  return ownProgram || !known.has(SPEC_GROUP) ? ["all"] : [SPEC_GROUP];
}
