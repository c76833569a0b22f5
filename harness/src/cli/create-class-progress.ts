import { renderClassProgress, type StudentDone } from "../class/index.js";
import type { Paint } from "../report/paint.js";
import { createLiveLine, type LiveLine, type LiveLineOptions } from "./create-live-line.js";

interface ClassProgressState {
  readonly done: number;
  readonly total: number;
  readonly failing: number;
  /** Students graded now, not taken from kept results. */
  readonly graded: number;
}

/**
 * Students done, those not accepted, and the time left guessed from the students graded so far
 * (kept results cost nothing and do not count).
 */
export function createClassProgress(
  stream: NodeJS.WritableStream,
  options: LiveLineOptions & { readonly paint: Paint },
): LiveLine<StudentDone> {
  return createLiveLine(stream, options, {
    tickMs: 500,
    begin: (total): ClassProgressState => ({ done: 0, total, failing: 0, graded: 0 }),
    count: (state, done: StudentDone) => ({
      ...state,
      done: state.done + 1,
      failing: state.failing + (done.summary.accepted === done.summary.total ? 0 : 1),
      graded: state.graded + (done.cached ? 0 : 1),
    }),
    render: (state, elapsedMs) => {
      const perStudent = state.graded === 0 ? undefined : elapsedMs / 1000 / state.graded;
      const secondsLeft =
        perStudent === undefined ? undefined : perStudent * (state.total - state.done);
      return renderClassProgress({ ...state, secondsLeft }, options.paint);
    },
  });
}
