/**
 * What a game answers to each line of its standard input, as its CLI writes it to standard output:
 * what it writes before it reads a line, after each line it reads, and when the input ends. A game
 * that stops reading (`exit`, `quit`, a line it refuses) answers fewer lines than it is given.
 * The grader uses it to name the command whose answer first went wrong (harness, locate-command.ts).
 */
export interface InputAnswers {
  readonly before: string;
  readonly answers: readonly string[];
  readonly after: string;
}

/** What else a game may need to answer its input: its arguments, and the data files it names. */
export interface AnswerContext {
  readonly args: readonly string[];
  /** A data file's text (a board) by the path the input gives it; `undefined` when there is none. */
  readonly readFile: (path: string) => string | undefined;
}

/**
 * A game's answers to `lines` (its input as `splitInputLines` splits it), worked out with its own
 * engine; `undefined` when these arguments do not make it read commands from standard input.
 */
export type AnswerInput = (
  lines: readonly string[],
  context: AnswerContext,
) => InputAnswers | undefined;

/** One step of a game's loop over its input lines: what it writes, and whether it reads on. */
export interface AnswerStep<State> {
  readonly state: State;
  readonly output: string;
  readonly stop: boolean;
}

/** The answer to each line, from `state` on, up to the line after which the game stops reading. */
export function answerEachLine<State>(
  lines: readonly string[],
  state: State,
  step: (state: State, line: string) => AnswerStep<State>,
): { readonly answers: string[]; readonly state: State; readonly stopped: boolean } {
  const answers: string[] = [];
  let current = state;
  for (const line of lines) {
    const result = step(current, line);
    answers.push(result.output);
    current = result.state;
    if (result.stop) return { answers, state: current, stopped: true };
  }
  return { answers, state: current, stopped: false };
}

/**
 * Standard input's lines as `streamLines` hands them to a game: split at `\n`, one `\r` before it
 * dropped, and a last line without a newline kept when it is not empty.
 */
export function splitInputLines(text: string): string[] {
  const lines = text.split("\n").map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
  if (lines.at(-1) === "") lines.pop();
  return lines;
}
