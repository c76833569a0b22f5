import { PassThrough } from "node:stream";
import { describe, expect, test } from "vitest";
import { shouldUseColor } from "../../src/cli/detect-color.js";

function stream(isTTY: boolean): NodeJS.WritableStream {
  return Object.assign(new PassThrough(), { isTTY });
}

describe("shouldUseColor", () => {
  test.each([
    [true, {}, true],
    [false, {}, false],
    [true, { NO_COLOR: "1" }, false],
    [true, { NO_COLOR: "" }, true],
    [false, { FORCE_COLOR: "1" }, true],
    [false, { FORCE_COLOR: "0" }, false],
    [true, { NO_COLOR: "1", FORCE_COLOR: "1" }, false],
  ])("on a terminal: %s, with %j: %s", (isTTY, env, expected) => {
    expect(shouldUseColor(stream(isTTY), env)).toBe(expected);
  });
});
