import type { CliIo } from "@games/cli-kit";
import { createPaint } from "../report/paint.js";
import { createTerminalReporter, type TerminalReporter } from "../report/terminal-reporter.js";
import { shouldUseColor } from "./detect-color.js";
import type { OutputOptions } from "./parse-args.js";

export type Env = Readonly<Record<string, string | undefined>>;

/** The terminal reporter, unless another reporter has standard output to itself. */
export function createTerminal(
  output: OutputOptions,
  io: CliIo,
  env: Env,
): (TerminalReporter & { readonly write: (text: string) => void }) | undefined {
  const taken = output.reporters.some(
    (reporter) => reporter.kind !== "terminal" && reporter.file === undefined,
  );
  if (taken) return undefined;
  const write = (text: string): void => {
    io.output.write(text);
  };
  const paint = createPaint(shouldUseColor(io.output, env));
  return { ...createTerminalReporter(write, { ...output, paint }), write };
}
