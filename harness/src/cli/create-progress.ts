import type { Paint } from "../report/paint.js";
import { type ProgressState, renderProgress } from "../report/render-progress.js";
import type { CaseReport } from "../result/suite-result.js";
import { createLiveLine, type LiveLine, type LiveLineOptions } from "./create-live-line.js";

export type Progress = LiveLine<CaseReport>;

/** Cases done, those not accepted, and the time so far. */
export function createProgress(
  stream: NodeJS.WritableStream,
  options: LiveLineOptions & { readonly paint: Paint },
): Progress {
  return createLiveLine(stream, options, {
    tickMs: 250,
    begin: (total): Omit<ProgressState, "elapsedMs"> => ({ done: 0, total, failing: 0 }),
    count: (state, item: CaseReport) => ({
      ...state,
      done: state.done + 1,
      failing: state.failing + (item.verdict === "Accepted" ? 0 : 1),
    }),
    render: (state, elapsedMs) => renderProgress({ ...state, elapsedMs }, options.paint),
  });
}
