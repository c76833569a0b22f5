import type { CliIo } from "@games/cli-kit";
import { createPaint } from "../report/paint.js";
import { createTerminalReporter, type TerminalReporter } from "../report/terminal-reporter.js";
import { createWorkflowGuard } from "../text/guard-workflow-commands.js";
import { shouldUseColor } from "./detect-color.js";
import type { OutputOptions } from "./parse-args.js";
import { takesStandardOutput } from "./parse-values.js";

export type Env = Readonly<Record<string, string | undefined>>;

/** The terminal report is shown unless another reporter has standard output to itself. */
export function isTerminalShown(output: OutputOptions): boolean {
  return !output.reporters.some(takesStandardOutput);
}

/**
 * The terminal reporter writing to standard output (through `write`, e.g. above a progress line).
 * In GitHub Actions each write is guarded, so nothing a program printed acts as a workflow command.
 */
export function createTerminal(
  output: OutputOptions,
  io: CliIo,
  env: Env,
  writeOut: (text: string) => void = (text) => {
    io.output.write(text);
  },
): (TerminalReporter & { readonly write: (text: string) => void }) | undefined {
  if (!isTerminalShown(output)) return undefined;
  const paint = createPaint(shouldUseColor(io.output, env));
  const guard = createWorkflowGuard(env);
  const write = (text: string): void => writeOut(guard(text));
  return { ...createTerminalReporter(write, { ...output, paint }), write };
}
