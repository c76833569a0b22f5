import { expect, test } from "vitest";
import { createPaint } from "../../src/report/paint.js";
import { renderProgress } from "../../src/report/render-progress.js";

const plain = createPaint(false);

test.each([
  [{ done: 0, total: 48, failing: 0, elapsedMs: 0 }, "0/48 cases · none failing · 0.0 s"],
  [{ done: 12, total: 48, failing: 1, elapsedMs: 3240 }, "12/48 cases · 1 not accepted · 3.2 s"],
])("renders %j as one line", (state, line) => {
  expect(renderProgress(state, plain)).toBe(line);
});
