import { describe, expect, test } from "vitest";
import { generateInput } from "../../src/engine/generate-input.js";
import { startSession, stepSession } from "../../src/engine/session.js";

describe("generateInput", () => {
  test("gives the same valid input for the same seed, ending in quit", () => {
    const input = generateInput({ seed: 42, size: 500 });
    expect(generateInput({ seed: 42, size: 500 })).toEqual(input);
    expect(generateInput({ seed: 43, size: 500 }).stdin).not.toBe(input.stdin);
    expect(input.args).toEqual([]);

    const lines = input.stdin.slice(0, -1).split("\n");
    expect(lines).toHaveLength(4 + 500 + 1);
    let session = startSession();
    for (const line of lines) {
      const result = stepSession(session, line);
      expect(result.violation).toBeUndefined();
      session = result.session;
    }
    expect(session.phase).toBe("finished");
  });

  test("in the spec space writes only lines the text answers: its forms, or no command word first", () => {
    const words = /^(player|score|fleet|shoot|quit)/;
    const forms = /^(player|quit|(score|fleet) [^ ].*|shoot -?\d+)$/;
    for (let seed = 0; seed < 20; seed++) {
      const lines = generateInput({ seed, size: 200, space: "spec" })
        .stdin.split("\n")
        .slice(4, -1);
      expect(lines.at(-1)).toBe("quit");
      const odd = lines.filter((line) => line === "" || (words.test(line) && !forms.test(line)));
      expect(odd).toEqual([]);
    }
  });
});
