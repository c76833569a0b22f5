import type { CliIo } from "@games/cli-kit";
import { runFuzzCommand } from "../fuzz/run-fuzz-command.js";
import { runClassCommand } from "./class-command.js";
import type { Env } from "./create-terminal.js";
import { runGradeCommand } from "./grade-command.js";
import { runMergeCommand } from "./merge-command.js";
import { parseArgs } from "./parse-args.js";
import { renderUsage } from "./usage.js";

/** `games-grade`: grade a suite, merge shard reports, fuzz a program, or print the usage. */
export async function runCli(io: CliIo, env: Env = process.env): Promise<number> {
  if (io.args[0] === "fuzz") return runFuzzCommand(io.args.slice(1), io, env);
  const command = parseArgs(io.args);
  switch (command.kind) {
    case "help":
      io.output.write(renderUsage());
      return 0;
    case "class":
      return runClassCommand(command, io, env);
    case "merge":
      return runMergeCommand(command, io, env);
    case "grade":
      return runGradeCommand(command.options, command.output, io, env);
  }
}
