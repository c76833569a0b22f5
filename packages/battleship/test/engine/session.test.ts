import { describe, expect, test } from "vitest";
import { startSession, stepSession } from "../../src/engine/session.js";
import { playLines } from "../play.js";

describe("stepSession", () => {
  test("reads four header lines quietly, then answers commands", () => {
    expect(playLines(["Ann", "A.", "Bob", ".B", "player", "quit"])).toEqual([
      "Next player: Ann",
      "The game was not over yet...",
    ]);
  });

  test("reports the header line that breaks a rule and keeps the session", () => {
    const session = stepSession(startSession(), "Ann").session;
    const result = stepSession(session, "a.");
    expect(result.violation).toEqual({ line: 2, rule: expect.stringMatching(/cell 1 is "a"/) });
    expect(result.session).toBe(session);
    expect(result.output).toBe("");
  });

  test("ignores every line after quit", () => {
    expect(playLines(["Ann", "A.", "Bob", ".B", "quit", "player", "quit"])).toEqual([
      "The game was not over yet...",
    ]);
  });

  test("answers every command of the first spec example", () => {
    const input = ["John", "RRRGG.R.", "Doe", "DD.U.TTT", "player", "shoot 8", "fleet Doe"];
    const rest = [
      "score John",
      "shoot 6",
      "shoot 6",
      "shoot 8",
      "fleet John",
      "shoot 3",
      "shoot 7",
    ];
    const end = ["shoot 1", "score John", "shoot 5", "quit"];
    expect(playLines([...input, ...rest, ...end])).toEqual([
      "Next player: John",
      "DD.U.***",
      "John has 300 points",
      "RRRGG.R.",
      "John has 410 points",
      "The game was not over yet...",
    ]);
  });
});
