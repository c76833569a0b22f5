import { describe, expect, test } from "vitest";
import { createMaps, play, RING } from "../helpers.js";

const RING_LINES = RING;

describe("start session", () => {
  test("prints the file, the id and the first turn, and makes the session active", () => {
    const { state, lines } = play(["start session S1 ring.txt 2"]);
    expect(lines).toEqual([...RING_LINES, "S1", "It's player A's turn."]);
    expect(state.activeId).toBe("S1");
  });

  test.each([
    ["too few parameters", "start session S ring.txt"],
    ["too many parameters", "start session S ring.txt 2 1 1"],
    ["an unreadable file", "start session S nowhere.txt 2"],
  ])("with %s prints only the error", (_name, line) => {
    const { state, lines } = play([line]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Error, /);
    expect(state.sessions).toEqual([]);
  });

  test.each([
    ["an id with a dash", "start session S-1 ring.txt 2"],
    ["an id with an umlaut", "start session Sä ring.txt 2"],
    ["one player", "start session S ring.txt 1"],
    ["a negative player count", "start session S ring.txt -2"],
    ["more players than start squares (decision 9)", "start session S ring.txt 3"],
    ["more than 21 players", "start session S ring.txt 22"],
    ["a player count beyond int", "start session S ring.txt 99999999999"],
    ["a player count with a decimal point", "start session S ring.txt 2.0"],
    ["a seed beyond long", "start session S ring.txt 2 9223372036854775808"],
    ["a seed with letters", "start session S ring.txt 2 4x"],
  ])("with %s prints the file, then the error, and creates nothing", (_name, line) => {
    const { state, lines } = play([line]);
    expect(lines.slice(0, -1)).toEqual(RING_LINES);
    expect(lines.at(-1)).toMatch(/^Error, /);
    expect(state.sessions).toEqual([]);
  });

  test("an existing id is not overwritten", () => {
    const { state, lines } = play([
      "start session S ring.txt 2",
      "new figure",
      "start session S ring.txt 2",
    ]);
    expect(lines.at(-1)).toMatch(/^Error, .*already exists/);
    expect(state.sessions).toHaveLength(1);
    expect(state.sessions[0]?.game.places[0]?.[0]).not.toBe(-1);
  });

  test("an invalid board prints the file and names the broken rule", () => {
    const maps = createMaps({ "bad.txt": ["PPT", "a b"] });
    const { lines } = play(["start session S bad.txt 2"], maps);
    expect(lines).toEqual(["PPT", "a b", expect.stringMatching(/^Error, .*2 free fields/)]);
  });

  test("an empty file prints nothing before its error", () => {
    const { lines } = play(["start session S empty.txt 2"], createMaps({ "empty.txt": [] }));
    expect(lines).toEqual([expect.stringMatching(/^Error, .*target/)]);
  });

  test("a file ending without a newline and one with CRLF lines print the same rows", () => {
    const maps = {
      readMap: (path: string) =>
        path === "crlf.txt" ? `${RING.join("\r\n")}\r\n` : RING.join("\n"),
    };
    expect(play(["start session S crlf.txt 2"], maps).lines).toEqual(
      play(["start session S x.txt 2"], maps).lines,
    );
  });

  test("the player count and the seed are read as Java reads them (decision 17)", () => {
    const { lines } = play(["start session S ring.txt +02 +042", "show session"]);
    expect(lines.at(-1)).toBe("S* -> Players: A,B | Map: ring.txt | Seed: 42");
  });
});
