/** Who a submission is, as a gradebook knows them. */
export interface StudentIdentity {
  /** The student's name (Moodle's "João Pires"), or login (a Classroom clone's). */
  readonly name: string;
  /** Moodle's participant id, when the name carries one. */
  readonly id?: string;
}

// Moodle's download: a folder "João Pires_12345_assignsubmission_file_" (also `_onlinetext_`), or
// without a folder each student's file, their own name for it last
// ("João Pires_12345_assignsubmission_file_project.zip"). The first `_ID_assignsubmission_PLUGIN`
// ends the name: what follows is the student's to choose, and may copy another student's id.
const MOODLE = /^(.+?)_(\d+)_assignsubmission_([a-z]+)(?:_|$)/;

/** Where an entry's name has `ID_assignsubmission_PLUGIN` (after a `_`, not taken from it). */
const MOODLE_MARK = /(?<=_)\d+_assignsubmission_[a-z]+(?:_|$)/g;

/**
 * Whether an entry's name reads as more than one Moodle student: `Ana_12_assignsubmission_file_x_13_
 * assignsubmission_file_p` is Ana's file `x_13_…_p`, or the file `p` of a student whose full name
 * (which students may edit on some sites) is `Ana_12_assignsubmission_file_x`. Read the first way,
 * such a name took Ana's place: neither is guessed.
 */
export function isAmbiguousMoodleEntry(entry: string): boolean {
  return (entry.match(MOODLE_MARK) ?? []).length > 1;
}

/** A Moodle download's entry: the student, and the plugin that made it (`file`, `onlinetext`). */
export function readMoodleEntry(
  entry: string,
): { readonly student: string; readonly plugin: string } | undefined {
  const match = MOODLE.exec(entry);
  if (match?.[1] === undefined || match[2] === undefined || match[3] === undefined)
    return undefined;
  return { student: `${match[1]}_${match[2]}`, plugin: match[3] };
}

/**
 * Each submission's name and id, from the names of the download's entries: Moodle's
 * `Name_ID_assignsubmission_file_` gives the name and the id; GitHub Classroom's clones
 * (`assignment-login`) give the login, the assignment being the longest prefix ending in `-` that
 * every other name of the class shares; any other name is the student's as it is.
 */
export function identifyStudents(entries: readonly string[]): ReadonlyMap<string, StudentIdentity> {
  const others = entries.filter((entry) => !MOODLE.test(entry));
  const prefix = findSharedPrefix(others);
  return new Map(
    entries.map((entry) => {
      const moodle = MOODLE.exec(entry);
      if (moodle?.[1] !== undefined && moodle[2] !== undefined)
        return [entry, { name: moodle[1], id: moodle[2] }];
      return [entry, { name: entry.slice(prefix.length) }];
    }),
  );
}

/** The longest prefix ending in `-` of every name, leaving each something; none for one name. */
function findSharedPrefix(names: readonly string[]): string {
  const [first, ...rest] = names;
  if (first === undefined || rest.length === 0) return "";
  let prefix = first.slice(0, first.lastIndexOf("-") + 1);
  while (prefix !== "" && !names.every((name) => name.startsWith(prefix) && name !== prefix))
    prefix = prefix.slice(0, prefix.slice(0, -1).lastIndexOf("-") + 1);
  return prefix;
}
