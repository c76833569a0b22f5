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

  test("in the spec space writes only lines the text answers: its forms, or no command word first", () => {
    const words = /^(player|square|status|dice|exit)/;
    const forms = /^(player|exit|(square|status) [^ ].*|dice -?\d+ -?\d+)$/;
    for (let seed = 0; seed < 20; seed++) {
      const lines = generateInput({ seed, size: 200, space: "spec" })
        .stdin.split("\n")
        .slice(6, -1);
      expect(lines.at(-1)).toBe("exit");
      const odd = lines.filter((line) => line === "" || (words.test(line) && !forms.test(line)));
      expect(odd).toEqual([]);
      expect(lines.slice(0, -1)).not.toContain("exit");
    }
  });
});
