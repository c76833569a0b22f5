import type { Paint } from "../report/paint.js";
import { type ProgressState, renderProgress } from "../report/render-progress.js";
import type { CaseReport } from "../result/suite-result.js";
import type { Env } from "./create-terminal.js";

/** The live line while cases run; `write` puts text above it. Does nothing but `write` when off. */
export interface Progress {
  readonly start: (total: number) => void;
  readonly onCase: (item: CaseReport) => void;
  readonly write: (text: string) => void;
  /** Clears the line for good, before the final report. */
  readonly stop: () => void;
}

const CLEAR_LINE = "\r\u001b[2K";
const TICK_MS = 250;

/** Progress only on a terminal, and never in CI (whose logs keep every rewrite). */
export function shouldShowProgress(stream: NodeJS.WritableStream, env: Env): boolean {
  const ci = env.CI !== undefined && !["", "0", "false"].includes(env.CI);
  return !ci && (stream as { isTTY?: boolean }).isTTY === true;
}

export function createProgress(
  stream: NodeJS.WritableStream,
  options: { readonly enabled: boolean; readonly paint: Paint; readonly now?: () => number },
): Progress {
  const now = options.now ?? (() => performance.now());
  let state: Omit<ProgressState, "elapsedMs"> | undefined;
  let startedAt = 0;
  let timer: NodeJS.Timeout | undefined;
  const draw = (): void => {
    if (state === undefined) return;
    const line = renderProgress({ ...state, elapsedMs: now() - startedAt }, options.paint);
    stream.write(`${CLEAR_LINE}${line}`);
  };
  return {
    start(total) {
      if (!options.enabled || total === 0) return;
      state = { done: 0, total, failing: 0 };
      startedAt = now();
      draw();
      timer = setInterval(draw, TICK_MS).unref();
    },
    onCase(item) {
      if (state === undefined) return;
      const failing = state.failing + (item.verdict === "Accepted" ? 0 : 1);
      state = { ...state, done: state.done + 1, failing };
      draw();
    },
    write(text) {
      if (state !== undefined) stream.write(CLEAR_LINE);
      stream.write(text);
      draw();
    },
    stop() {
      clearInterval(timer);
      if (state !== undefined) stream.write(CLEAR_LINE);
      state = undefined;
    },
  };
}
