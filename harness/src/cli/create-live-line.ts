import type { Env } from "./create-terminal.js";

/** A live line while items are graded (cases, students); `write` puts text above it. */
export interface LiveLine<Item> {
  readonly start: (total: number) => void;
  readonly add: (item: Item) => void;
  /** Writes above the line, to its stream or to `other` (standard error). */
  readonly write: (text: string, other?: NodeJS.WritableStream) => void;
  /** Clears the line for good, before the final report. */
  readonly stop: () => void;
}

/** What one kind of line counts and how it is drawn; clearing, redrawing and ticking are shared. */
export interface LiveLineKind<Item, State> {
  readonly tickMs: number;
  readonly begin: (total: number) => State;
  readonly count: (state: State, item: Item) => State;
  readonly render: (state: State, elapsedMs: number) => string;
}

export interface LiveLineOptions {
  /** Off, the line does nothing but `write`. */
  readonly enabled: boolean;
  readonly now?: () => number;
}

const CLEAR_LINE = "\r\u001b[2K";

/** Progress only on a terminal, and never in CI (whose logs keep every rewrite). */
export function shouldShowProgress(stream: NodeJS.WritableStream, env: Env): boolean {
  const ci = env.CI !== undefined && !["", "0", "false"].includes(env.CI);
  return !ci && (stream as { isTTY?: boolean }).isTTY === true;
}

export function createLiveLine<Item, State>(
  stream: NodeJS.WritableStream,
  options: LiveLineOptions,
  kind: LiveLineKind<Item, State>,
): LiveLine<Item> {
  const now = options.now ?? (() => performance.now());
  let state: State | undefined;
  let startedAt = 0;
  let timer: NodeJS.Timeout | undefined;
  const draw = (): void => {
    if (state === undefined) return;
    stream.write(`${CLEAR_LINE}${kind.render(state, now() - startedAt)}`);
  };
  return {
    start(total) {
      if (!options.enabled || total === 0) return;
      state = kind.begin(total);
      startedAt = now();
      draw();
      timer = setInterval(draw, kind.tickMs).unref();
    },
    add(item) {
      if (state === undefined) return;
      state = kind.count(state, item);
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
