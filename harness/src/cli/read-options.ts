import { type ParseArgsConfig, parseArgs } from "node:util";
import { CliError } from "@games/cli-kit";
import { findClosestWord } from "../text/closest-word.js";

type Options = NonNullable<ParseArgsConfig["options"]>;

/**
 * Node's `parseArgs`, strict and with positionals; a mistake on the command line is a usage error
 * of one line. A negative number after an option that takes a value (`--seed -1`) is its value, so
 * that the option's own check explains what is wrong with it.
 */
export function readOptions<const Given extends Options>(args: readonly string[], options: Given) {
  try {
    return parseArgs({
      args: joinNegativeValues(args, options),
      options,
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    // Node's own message goes on to explain `--`; its first sentence is what a person needs.
    const sentence = (error as Error).message.split(/\.\s/)[0] ?? "";
    const hint = suggestOption(sentence, options) ?? "see --help";
    throw new CliError(`${sentence.charAt(0).toLowerCase()}${sentence.slice(1)} (${hint})`);
  }
}

/** Names other tools give these options, which a typo check would not find. */
const SYNONYMS: Readonly<Record<string, string>> = {
  timeout: "time-limit",
  "time-out": "time-limit",
  // Gone since the time limit became CPU time.
  "cpu-limit": "time-limit",
  command: "cmd",
  dir: "cwd",
  reporters: "reporter",
  output: "reporter",
};

/** `did you mean --time-limit?` for `Unknown option '--timeout'`, when one is close. */
function suggestOption(sentence: string, options: Options): string | undefined {
  const given = /^Unknown option '--([^'=]+)/.exec(sentence)?.[1];
  if (given === undefined) return undefined;
  const names = Object.keys(options);
  const synonym = SYNONYMS[given];
  const match =
    synonym !== undefined && names.includes(synonym) ? synonym : findClosestWord(given, names);
  return match === undefined ? undefined : `did you mean --${match}? see --help`;
}

/** `--seed -1` as `--seed=-1` and `-j -1` as `-j-1`, which `parseArgs` reads as the value `-1`. */
function joinNegativeValues(args: readonly string[], options: Options): string[] {
  const joined: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? "";
    const next = args[index + 1];
    if (arg === "--") return [...joined, ...args.slice(index)];
    if (next === undefined || !/^-\d/.test(next) || !takesValue(arg, options)) {
      joined.push(arg);
      continue;
    }
    joined.push(arg.startsWith("--") ? `${arg}=${next}` : `${arg}${next}`);
    index++;
  }
  return joined;
}

function takesValue(arg: string, options: Options): boolean {
  const option = arg.startsWith("--")
    ? options[arg.slice(2)]
    : Object.values(options).find(
        (candidate) => candidate.short !== undefined && arg === `-${candidate.short}`,
      );
  return option?.type === "string";
}
