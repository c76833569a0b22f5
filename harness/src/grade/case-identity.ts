import type { CaseResult } from "../result/suite-result.js";
import type { Visibility } from "../result/visibility.js";
import type { CaseFiles } from "../suite/find-cases.js";

/** What names a case in its result, whether it ran or was decided without running. */
export interface CaseLabels {
  readonly group?: string;
  readonly description?: string;
  readonly visibility?: Visibility;
}

/** A case's name, kind and labels (only those set), first in its result. */
export function describeCase(
  files: CaseFiles,
  labels: CaseLabels,
): Pick<CaseResult, "name" | "kind" | "group" | "description" | "visibility"> {
  return {
    name: files.name,
    kind: files.kind,
    ...(labels.group === undefined ? {} : { group: labels.group }),
    ...(labels.description === undefined ? {} : { description: labels.description }),
    ...(labels.visibility === undefined ? {} : { visibility: labels.visibility }),
  };
}
