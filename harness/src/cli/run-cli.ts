import type { CliIo } from "@games/cli-kit";
import type { Env } from "./create-terminal.js";
import { runGradeCommand } from "./grade-command.js";
import { runMergeCommand } from "./merge-command.js";
import { parseArgs } from "./parse-args.js";
import { renderUsage } from "./usage.js";

/** `games-grade`: grade a suite, merge shard reports, or print the usage. */
export async function runCli(io: CliIo, env: Env = process.env): Promise<number> {
  const command = parseArgs(io.args);
  switch (command.kind) {
    case "help":
      io.output.write(renderUsage());
      return 0;
    case "merge":
      return runMergeCommand(command.files, command.output, io, env);
    case "grade":
      return runGradeCommand(command.options, command.output, io, env);
  }
}
