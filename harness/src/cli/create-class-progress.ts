import { renderClassProgress, type StudentDone } from "../class/index.js";
import type { Paint } from "../report/paint.js";

/** The live line while a class is graded; `write` puts text above it. */
export interface ClassProgress {
  readonly start: (total: number) => void;
  readonly onStudent: (done: StudentDone) => void;
  /** Writes above the line, to its stream or to `other` (standard error). */
  readonly write: (text: string, other?: NodeJS.WritableStream) => void;
  readonly stop: () => void;
}

const CLEAR_LINE = "\r\u001b[2K";
const TICK_MS = 500;

/**
 * Students done, those not accepted, and the time left guessed from the students graded so far
 * (kept results cost nothing and do not count). Only `write` when not enabled.
 */
export function createClassProgress(
  stream: NodeJS.WritableStream,
  options: { readonly enabled: boolean; readonly paint: Paint; readonly now?: () => number },
): ClassProgress {
  const now = options.now ?? (() => performance.now());
  let state: { done: number; total: number; failing: number; graded: number } | undefined;
  let startedAt = 0;
  let timer: NodeJS.Timeout | undefined;
  const draw = (): void => {
    if (state === undefined) return;
    const perStudent = state.graded === 0 ? undefined : (now() - startedAt) / 1000 / state.graded;
    const secondsLeft =
      perStudent === undefined ? undefined : perStudent * (state.total - state.done);
    stream.write(`${CLEAR_LINE}${renderClassProgress({ ...state, secondsLeft }, options.paint)}`);
  };
  return {
    start(total) {
      if (!options.enabled || total === 0) return;
      state = { done: 0, total, failing: 0, graded: 0 };
      startedAt = now();
      draw();
      timer = setInterval(draw, TICK_MS).unref();
    },
    onStudent(done) {
      if (state === undefined) return;
      const failing = done.summary.accepted === done.summary.total ? 0 : 1;
      state = {
        ...state,
        done: state.done + 1,
        failing: state.failing + failing,
        graded: state.graded + (done.cached ? 0 : 1),
      };
      draw();
    },
    write(text, other) {
      if (state !== undefined) stream.write(CLEAR_LINE);
      (other ?? stream).write(text);
      draw();
    },
    stop() {
      clearInterval(timer);
      if (state !== undefined) stream.write(CLEAR_LINE);
      state = undefined;
    },
  };
}
