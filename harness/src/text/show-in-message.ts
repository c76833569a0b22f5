import { neutraliseOldCommands } from "./guard-workflow-commands.js";
import { showControlsInLine } from "./show-controls.js";

/**
 * A shard's or a student's text inside one of the grader's one-line errors, which are printed
 * unguarded, in CI too: its control characters shown and kept on the line (so no `::error::` can
 * start a line of its own), and `##[`, which GitHub's runner reads anywhere in a line, written `#\x23[`.
 */
export function showInMessage(text: string): string {
  return neutraliseOldCommands(showControlsInLine(text));
}
