import { describe, expect, test } from "vitest";
import { generateInput } from "../../src/engine/generate-input.js";
import { createSession, step } from "../../src/engine/session.js";

describe("generateInput", () => {
  test("gives the same valid game for the same seed, ending with exit", () => {
    const first = generateInput({ seed: 42, size: 500 });
    expect(generateInput({ seed: 42, size: 500 })).toEqual(first);
    expect(generateInput({ seed: 43, size: 500 }).stdin).not.toBe(first.stdin);
    expect(first.args).toEqual([]);

    const lines = first.stdin.split("\n").slice(0, -1);
    expect(lines).toHaveLength(6 + 500);
    expect(lines.at(-1)).toBe("exit");
    let session = createSession();
    for (const line of lines) session = step(session, line).session;
    expect(session.phase).toBe("exited");
  });
});
