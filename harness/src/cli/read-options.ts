import { type ParseArgsConfig, parseArgs } from "node:util";
import { CliError } from "@games/cli-kit";

/**
 * Node's `parseArgs`, strict and with positionals; a mistake on the command line is a usage error
 * of one line.
 */
export function readOptions<const Options extends NonNullable<ParseArgsConfig["options"]>>(
  args: readonly string[],
  options: Options,
) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (error) {
    // Node's own message goes on to explain `--`; its first sentence is what a person needs.
    const sentence = (error as Error).message.split(/\.\s/)[0] ?? "";
    throw new CliError(`${sentence.charAt(0).toLowerCase()}${sentence.slice(1)} (see --help)`);
  }
}
