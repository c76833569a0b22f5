import type { CliIo } from "@games/cli-kit";
import {
  type ClassOptions,
  renderClassSummary,
  renderStudentLine,
  runClass,
} from "../class/index.js";
import { createPaint } from "../report/paint.js";
import { createOldCommandGuard } from "../text/guard-workflow-commands.js";
import { showControlsInLine } from "../text/show-controls.js";
import { createClassProgress } from "./create-class-progress.js";
import { shouldShowProgress } from "./create-live-line.js";
import type { Env } from "./create-terminal.js";
import { shouldUseColor } from "./detect-color.js";
import { findGameFixtures } from "./grade-command.js";
import type { ClassCommand } from "./parse-class-args.js";

/**
 * Grades a class: a line per student as they are done (in name order), then where the scoreboards
 * are. Exit 0 once the class is graded, whatever the students scored; 2 for usage and suite errors.
 */
export async function runClassCommand(command: ClassCommand, io: CliIo, env: Env): Promise<number> {
  const { suite, game, ...rest } = command.options;
  const options: ClassOptions = { ...rest, suite: suite ?? findGameFixtures(game ?? "") };
  const paint = createPaint(shouldUseColor(io.output, env));
  const progress = createClassProgress(io.output, {
    enabled: shouldShowProgress(io.output, env),
    paint,
  });
  // A student's name, a build's first error line and a warning naming a file are the students'
  // text: in GitHub Actions, `##[` anywhere in a line is a workflow command. Each line here starts
  // with the grader's own words or mark, so never with `::`: a warning's line breaks (a student's
  // file named in it may hold one) are shown, not written, as a student's name's are.
  const guard = createOldCommandGuard(env);
  const warned = new Set<string>();
  const result = await runClass(options, {
    onWarning(message) {
      if (!warned.has(message))
        progress.write(guard(`games-grade: ${showControlsInLine(message)}\n`), io.errorOutput);
      warned.add(message);
    },
    onStart(total, skipped) {
      for (const { name, reason } of skipped) {
        io.errorOutput.write(
          guard(
            `games-grade: skipped ${showControlsInLine(name)}: ${showControlsInLine(reason)}\n`,
          ),
        );
      }
      progress.start(total);
    },
    onStudent(done) {
      const accepted = done.summary.accepted === done.summary.total;
      if (!command.quiet || !accepted) progress.write(guard(renderStudentLine(done, paint)));
      progress.add(done);
    },
  }).finally(progress.stop);
  io.output.write(renderClassSummary(result, paint, process.cwd()));
  return 0;
}
