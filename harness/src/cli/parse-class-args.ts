import { availableParallelism } from "node:os";
import { CliError } from "@games/cli-kit";
import type { ClassOptions } from "../class/index.js";
import { GRADE_OPTIONS, readBuildTimeLimit, readGradeOptions } from "./grade-options.js";
import { parseSize } from "./parse-values.js";
import { readOptions } from "./read-options.js";

/** `games-grade class …`: the suite is still to be found when only the game is named. */
export interface ClassCommand {
  readonly kind: "class";
  readonly options: Omit<ClassOptions, "suite"> & {
    readonly suite?: string;
    readonly game?: string;
  };
  /** Print only the students with a case not accepted. */
  readonly quiet: boolean;
}

const CLASS_ONLY_OPTIONS = {
  suite: { type: "string" },
  "max-tle": { type: "string" },
  "submission-limit": { type: "string" },
  force: { type: "boolean" },
} as const;

const DEFAULT_SUBMISSION_LIMIT = 100 * 1024 * 1024;

/** Reads the arguments after `class`. */
export function parseClassArgs(args: readonly string[]): ClassCommand {
  const { values, positionals } = readClassArgs(args);
  checkClassArgs(values, positionals);
  const { command, game, shard, jobs, update: _update, ...grading } = readGradeOptions(values);
  return {
    kind: "class",
    options: {
      submissions: positionals[0] ?? "",
      suite: values.suite,
      game,
      grading,
      build: values.build,
      command,
      out: values.out ?? "grades",
      buildTimeLimitMs: readBuildTimeLimit(values["build-time-limit"]),
      submissionLimitBytes:
        values["submission-limit"] === undefined
          ? DEFAULT_SUBMISSION_LIMIT
          : parseSize(values["submission-limit"], "--submission-limit"),
      maxTle: values["max-tle"] === undefined ? undefined : parseMaxTle(values["max-tle"]),
      jobs: jobs ?? availableParallelism(),
      shard,
      force: values.force ?? false,
    },
    quiet: values.quiet ?? false,
  };
}

function readClassArgs(args: readonly string[]) {
  return readOptions(args, { ...GRADE_OPTIONS, ...CLASS_ONLY_OPTIONS });
}

type ClassValues = ReturnType<typeof readClassArgs>["values"];

function checkClassArgs(values: ClassValues, positionals: readonly string[]): void {
  if (positionals.length !== 1) {
    throw new CliError(
      "class needs one folder of submissions: games-grade class SUBMISSIONS --game NAME (see --help)",
    );
  }
  if ((values.suite === undefined) === (values.game === undefined))
    throw new CliError("class needs --suite DIR or --game NAME, one of them (see --help)");
  if (values.build !== undefined && values.cmd === undefined)
    throw new CliError("--build needs --cmd: the program the build makes, e.g. --cmd ./main");
  const refused = (["update", "reporter", "verbose"] as const).find((name) => values[name]);
  if (refused !== undefined) {
    throw new CliError(
      `--${refused} is not for class: it writes every student's reports and the scoreboards in --out`,
    );
  }
}

function parseMaxTle(text: string): number {
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1)
    throw new CliError(`--max-tle must be a whole number from 1, not "${text}"`);
  return count;
}
