import { type CliIo, writeOutput } from "@games/cli-kit";
import { readHarnessVersion } from "../harness-package.js";
import type { Env } from "./create-terminal.js";
import { parseArgs } from "./parse-args.js";
import { renderUsage } from "./usage.js";

/**
 * `games-grade`: grade a suite, grade a class, merge shard reports, fuzz a program, or print the
 * usage. Each command's code is loaded only when it runs (a class's unzipping among it).
 */
export async function runCli(io: CliIo, env: Env = process.env): Promise<number> {
  if (io.args[0] === "fuzz") {
    const { runFuzzCommand } = await import("../fuzz/run-fuzz-command.js");
    return runFuzzCommand(io.args.slice(1), io, env);
  }
  const command = parseArgs(io.args);
  switch (command.kind) {
    case "help":
      writeOutput(io, renderUsage());
      return 0;
    case "version":
      writeOutput(io, `games-grade ${readHarnessVersion()}\n`);
      return 0;
    case "class": {
      const { runClassCommand } = await import("./class-command.js");
      return runClassCommand(command, io, env);
    }
    case "merge": {
      const { runMergeCommand } = await import("./merge-command.js");
      return runMergeCommand(command, io, env);
    }
    case "grade": {
      const { runGradeCommand } = await import("./grade-command.js");
      return runGradeCommand(command.options, command.output, io, env);
    }
  }
}
