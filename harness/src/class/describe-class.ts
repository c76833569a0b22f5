import { createHash } from "node:crypto";
import { CliError } from "@games/cli-kit";
import { runSuite } from "../grade/index.js";
import { readHarnessVersion } from "../harness-package.js";
import { type ClassOptions, studentsAtOnce } from "./class-options.js";
import { CLASS_FORMAT, type ClassHeader } from "./class-report.js";
import { hashContent } from "./content-hash.js";

/**
 * What the class is graded against, found before any student runs: the suite's selected cases
 * (a broken suite or a filter that selects nothing stops here, once, not once per student) and
 * a hash of everything that decides a result besides the submission.
 */
export async function describeClass(options: ClassOptions): Promise<ClassHeader> {
  const listing = await runSuite({
    suite: options.suite,
    ...options.grading,
    command: options.command ?? "java",
    jobs: 1,
    // Refused here, once, when the students graded at once could not all hold it.
    suiteCopies: studentsAtOnce(options),
    prejudge: () => ({ verdict: "Not Run", message: "listed only" }),
  });
  if (listing.cases.length === 0)
    throw new CliError(`no cases in ${listing.suite}: nothing to grade`);
  const settings = describeSettings(options);
  const harness = readHarnessVersion();
  const gradedWith = createHash("sha256")
    .update(JSON.stringify([await hashSuite(listing.suite), settings, harness]))
    .digest("hex");
  return {
    format: CLASS_FORMAT,
    suite: listing.suite,
    gradedWith,
    harness,
    settings,
    cases: listing.cases.map((item) => ({ name: item.name, maxPoints: item.maxPoints })),
    ...(options.shard === undefined
      ? {}
      : { shard: `${options.shard.index}/${options.shard.count}` }),
  };
}

/** The options that change a result (not `-j`, `--shard`, `--out` or `--force`), keys sorted. */
function describeSettings(options: ClassOptions): Record<string, unknown> {
  const settings: Record<string, unknown> = {
    ...options.grading,
    build: options.build,
    command: options.command,
    buildTimeLimitMs: options.buildTimeLimitMs,
    submissionLimitBytes: options.submissionLimitBytes,
    maxTle: options.maxTle,
  };
  return Object.fromEntries(
    Object.entries(settings)
      .filter(([, value]) => value !== undefined && typeof value !== "function")
      .sort(([left], [right]) => (left < right ? -1 : 1)),
  );
}

/**
 * The suite's content, as a submission's is hashed (its own links left out), with no limit: the
 * teacher's. A file the grader cannot read is said in one line.
 */
async function hashSuite(suite: string): Promise<string> {
  try {
    return await hashContent(suite, true, Number.POSITIVE_INFINITY);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(`cannot read the suite ${suite}: ${code ?? (error as Error).message}`);
  }
}
