import { setFlagsFromString } from "node:v8";

let bounded = false;

/**
 * A `<r REGEX` line's pattern, anchored to the whole line. The pattern is the teacher's, the line
 * the graded program's: a pattern with nested quantifiers (`(a+)+`) backtracks exponentially on a
 * line made for it, for hours, in the grader's one thread (the whole class waits). So, before the
 * first pattern is compiled, V8 is told to go on with its linear-time engine once a match has
 * backtracked too long (50,000 times): the same result, in time linear in the line. That engine
 * has no lookaround, no back-references and no repetition counted past about 16 (`{1,40}`); a
 * pattern using them keeps the backtracking engine (cases.md says so).
 */
export function compileLinePattern(source: string): RegExp {
  if (!bounded) {
    setFlagsFromString("--enable-experimental-regexp-engine-on-excessive-backtracks");
    bounded = true;
  }
  return new RegExp(`^(?:${source})$`);
}
