import { describe, expect, test } from "vitest";
import { play, playLast } from "../helpers.js";

const TWO_SESSIONS = ["start session One ring.txt 2", "start session Two small.txt 4 -3"];

describe("show session", () => {
  test("lists sessions in creation order with a star on the active one and the seed if given", () => {
    expect(playLast([...TWO_SESSIONS, "show session"])).toEqual([
      "One -> Players: A,B | Map: ring.txt",
      "Two* -> Players: A,B,C,D | Map: small.txt | Seed: -3",
    ]);
  });

  test("with an id shows only that session", () => {
    expect(playLast([...TWO_SESSIONS, "show session One"])).toEqual([
      "One -> Players: A,B | Map: ring.txt",
    ]);
  });

  test("an unknown id is an error", () => {
    expect(playLast([...TWO_SESSIONS, "show session one"])).toEqual([
      expect.stringMatching(/^Error, /),
    ]);
  });

  test("a re-created session goes to the end of the list", () => {
    const lines = playLast([
      ...TWO_SESSIONS,
      "delete session One",
      "start session One ring.txt 2",
      "show session",
    ]);
    expect(lines).toEqual([
      "Two -> Players: A,B,C,D | Map: small.txt | Seed: -3",
      "One* -> Players: A,B | Map: ring.txt",
    ]);
  });
});

describe("switch session", () => {
  test("makes another session active and prints its id only", () => {
    const { state, lines } = play([...TWO_SESSIONS, "switch session One"]);
    expect(lines.at(-1)).toBe("One");
    expect(state.activeId).toBe("One");
  });

  test.each([
    ["the active session", "switch session Two"],
    ["an unknown session", "switch session Three"],
  ])("to %s is an error", (_name, line) => {
    const { state, lines } = play([...TWO_SESSIONS, line]);
    expect(lines.at(-1)).toMatch(/^Error, /);
    expect(state.activeId).toBe("Two");
  });

  test("each session keeps its own game", () => {
    const lines = playLast([...TWO_SESSIONS, "roll dice", "switch session One", "current player"]);
    expect(lines).toEqual(["It's player A's turn. Dice Roll: ?"]);
  });
});

describe("delete session", () => {
  test("deleting the active session leaves none active", () => {
    const { state, lines } = play([...TWO_SESSIONS, "delete session Two", "show"]);
    expect(lines.slice(-2)).toEqual(["Two", expect.stringMatching(/^Error, /)]);
    expect(state.activeId).toBeUndefined();
  });

  test("deleting another session keeps the active one", () => {
    const { state } = play([...TWO_SESSIONS, "delete session One"]);
    expect(state.activeId).toBe("Two");
    expect(state.sessions.map((session) => session.id)).toEqual(["Two"]);
  });

  test("an unknown id is an error", () => {
    expect(playLast([...TWO_SESSIONS, "delete session x"])).toEqual([
      expect.stringMatching(/^Error, /),
    ]);
  });
});
