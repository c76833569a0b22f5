import type { CliIo } from "@games/cli-kit";
import { mergeClasses, renderClassSummary } from "../class/index.js";
import { createPaint } from "../report/paint.js";
import type { Env } from "./create-terminal.js";
import { shouldUseColor } from "./detect-color.js";

/** `merge A/class.json B/class.json --out DIR`: writes the class's files, then prints its summary. */
export async function mergeClassFiles(
  files: readonly { file: string; json: unknown }[],
  out: string,
  io: CliIo,
  env: Env,
): Promise<number> {
  const result = await mergeClasses(files, out, (message) =>
    io.errorOutput.write(`games-grade: ${message}\n`),
  );
  const paint = createPaint(shouldUseColor(io.output, env));
  io.output.write(renderClassSummary(result, paint, process.cwd()));
  return 0;
}
