import { CliError } from "@games/cli-kit";
import {
  GRADE_OPTIONS,
  type GradeOptions,
  type GradeValues,
  readBuildTimeLimit,
  readGradeOptions,
} from "./grade-options.js";
import { type ClassCommand, parseClassArgs } from "./parse-class-args.js";
import { parseReporter, type ReporterTarget, takesStandardOutput } from "./parse-values.js";
import { readOptions } from "./read-options.js";

export interface OutputOptions {
  readonly reporters: readonly ReporterTarget[];
  readonly quiet: boolean;
  readonly verbose: boolean;
}

/** What the command line asks for. */
export type Command =
  | { readonly kind: "help" }
  | { readonly kind: "version" }
  | { readonly kind: "grade"; readonly options: GradeOptions; readonly output: OutputOptions }
  | ClassCommand
  | {
      readonly kind: "merge";
      readonly files: readonly string[];
      readonly output: OutputOptions;
      /** Where merged `class.json` files write the class's files (default `grades`). */
      readonly out?: string;
    };

export function parseArgs(args: readonly string[]): Command {
  // Help wins over everything, even a mistake elsewhere on the line.
  if (args.includes("--help") || args.includes("-h")) return { kind: "help" };
  if (args.includes("--version") || args.includes("-V")) return { kind: "version" };
  if (args[0] === "class") return parseClassArgs(args.slice(1));
  const { values, positionals } = readOptions(args, GRADE_OPTIONS);
  const output = readOutputOptions(values);
  if (positionals[0] === "merge") {
    const files = positionals.slice(1);
    if (files.length === 0)
      throw new CliError("merge needs the JSON reports to merge (see --help)");
    return {
      kind: "merge",
      files,
      output,
      ...(values.out === undefined ? {} : { out: values.out }),
    };
  }
  if (values.out !== undefined) throw new CliError("--out is for class and merge (see --help)");
  if (positionals.length > 1)
    throw new CliError(`one suite folder at a time, not ${positionals.length}`);
  const [suite] = positionals;
  if (suite === undefined && values.game === undefined) {
    throw new CliError("give a suite folder or --game NAME (see --help)");
  }
  if (suite === undefined && values.update) refuseGameUpdate(values.game ?? "");
  return {
    kind: "grade",
    options: { suite, ...readGradeOptions(values), ...readBuild(values) },
    output,
  };
}

/**
 * `--game nim` alone grades the installed package's fixtures: blessed, they were rewritten in place,
 * and every later grading with `--game` used them.
 */
function refuseGameUpdate(game: string): never {
  const name = game.slice(game.lastIndexOf("/") + 1);
  throw new CliError(
    `--update rewrites a suite folder's files, not the installed game's: give the suite folder (games-grade fixtures/${name} --update)`,
  );
}

function readBuild(values: GradeValues): Pick<GradeOptions, "build"> {
  const timeLimit = values["build-time-limit"];
  if (values.build === undefined) {
    if (timeLimit !== undefined) throw new CliError("--build-time-limit needs --build");
    return {};
  }
  const timeLimitMs = readBuildTimeLimit(timeLimit);
  if (values.build !== JAVA_BUILD)
    return { build: { kind: "command", command: values.build, timeLimitMs } };
  if (values.cmd !== undefined)
    throw new CliError("--build java finds the main class and runs it: leave out --cmd");
  return { build: { kind: "java", timeLimitMs } };
}

/** `--build java`: not a command, the harness's own build of a Java program. */
const JAVA_BUILD = "java";

function readOutputOptions(values: GradeValues): OutputOptions {
  const reporters = (values.reporter ?? []).map(parseReporter);
  const toStdout = reporters.filter(takesStandardOutput);
  if (toStdout.length > 1) {
    throw new CliError("only one reporter can write to standard output; give the others a file");
  }
  if (toStdout.length > 0 && reporters.some((reporter) => reporter.kind === "github")) {
    throw new CliError(
      "--reporter github prints annotations on standard output; give the other reporter a file",
    );
  }
  if (values.quiet && values.verbose)
    throw new CliError("--quiet and --verbose do not go together");
  return { reporters, quiet: values.quiet ?? false, verbose: values.verbose ?? false };
}
