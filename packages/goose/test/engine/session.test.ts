import { describe, expect, test } from "vitest";
import { createSession, type Session, step } from "../../src/engine/session.js";

const HEADER = ["RGB", "25", "2", "7 17", "3", "6 20 24"];

function run(lines: readonly string[]): { session: Session; output: string } {
  let session = createSession();
  let output = "";
  for (const line of lines) {
    const result = step(session, line);
    session = result.session;
    output += result.output;
  }
  return { session, output };
}

describe("step", () => {
  test("writes nothing while reading the header, then starts the game", () => {
    const { session, output } = run(HEADER);
    expect(output).toBe("");
    expect(session.phase).toBe("playing");
  });

  test("answers each command with whole lines", () => {
    expect(run([...HEADER, "player", "dice 1 6", "square R"]).output).toBe(
      "Next to play: R\nR is on square 8\n",
    );
  });

  test("stops at exit and ignores what follows", () => {
    const { session, output } = run([...HEADER, "exit", "player"]);
    expect(session.phase).toBe("exited");
    expect(output).toBe("The game was not over yet...\n");
  });

  test("rejects a bad header line and then reads nothing more", () => {
    const { session, output } = run(["RGB", "200", "player"]);
    expect(output).toBe("");
    expect(session).toMatchObject({ phase: "rejected", error: { line: 2 } });
  });
});

describe("the end of the input", () => {
  test.each([0, 3, 5])(
    "after %i header lines leaves the game unstarted and says nothing",
    (count) => {
      let session = createSession();
      for (const line of HEADER.slice(0, count)) {
        const result = step(session, line);
        expect(result.output).toBe("");
        session = result.session;
      }
      expect(session.phase).toBe("header");
    },
  );
});
