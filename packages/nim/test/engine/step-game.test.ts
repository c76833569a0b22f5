import { describe, expect, test } from "vitest";
import type { NimState } from "../../src/engine/state.js";
import { step } from "../../src/engine/step.js";
import { play, playFrom } from "../helpers/play.js";

const luke = { name: "Luke", wins: 0, played: 0 };
const han = { name: "Han", wins: 0, played: 0 };

function turn(stones: number, bound: number, mover: 0 | 1 = 0): NimState {
  return { phase: "turn", players: [luke, han], game: { bound, stones, mover } };
}

describe("a turn", () => {
  test("a legal move shows the new pile and the other player's prompt", () => {
    expect(step(turn(12, 3), "3")).toEqual({
      state: turn(9, 3, 1),
      output: "\n9 stones left : * * * * * * * * *\nHan's turn. Enter stones to remove : ",
    });
  });

  test("a move over the bound is refused and the same player asked again, without the pile", () => {
    expect(step(turn(12, 3), "4")).toEqual({
      state: turn(12, 3),
      output:
        "Upper bound limit exceed, upper bound maximum choice is 3\n\n" +
        "Luke's turn. Enter stones to remove : ",
    });
  });

  test.each(["0", "-2", "3"])("taking %s of 2 stones is an invalid attempt", (line) => {
    expect(step(turn(2, 5), line).output).toBe(
      "Invalid attempt, only 2 stones remaining! Try again:\n\nLuke's turn. Enter stones to remove : ",
    );
  });

  test("a number that breaks both limits gets the upper-bound message", () => {
    expect(step(turn(2, 3), "4").output).toMatch(/^Upper bound limit exceed/);
  });

  test.each(["", "two", "1.5"])("the non-number %j asks for a whole number again", (line) => {
    expect(step(turn(5, 3), line)).toEqual({
      state: turn(5, 3),
      output: "Please enter a whole number.\nLuke's turn. Enter stones to remove : ",
    });
  });

  test("taking the last stone loses: the other player wins and is offered a replay", () => {
    const { state, output } = playFrom(turn(1, 3), ["1"]);
    expect(output).toBe("\nGame Over\nHan wins!\n\nDo you want to play again (Y/N): ");
    expect(state).toEqual({
      phase: "replay",
      players: [
        { name: "Luke", wins: 0, played: 1 },
        { name: "Han", wins: 1, played: 1 },
      ],
    });
  });
});

describe("replay and statistics", () => {
  const afterOneGame = ["start", "Luke", "Han", "2", "1", "1"];

  test.each(["Y", "y", " Y "])("%j asks for a new bound with the same players", (answer) => {
    const { state, output } = play([...afterOneGame, answer]);
    expect(output.endsWith("(Y/N): Enter upper bound : ")).toBe(true);
    expect(state.phase).toBe("bound");
  });

  test.each(["N", "n", "yes", ""])(
    "%j shows the statistics and returns to the console",
    (answer) => {
      const { state, output } = play([...afterOneGame, answer]);
      expect(
        output.endsWith(
          "(Y/N): Luke won 0 game out of 1 played\nHan won 1 game out of 1 played\n$ ",
        ),
      ).toBe(true);
      expect(state).toEqual({ phase: "console" });
    },
  );

  test("the second game is opened by player 1 again", () => {
    const { output } = play([...afterOneGame, "Y", "3", "4"]);
    expect(
      output.endsWith("\n4 stones left : * * * *\nLuke's turn. Enter stones to remove : "),
    ).toBe(true);
  });
});

describe("rules the spec takes for granted", () => {
  test("a name is kept exactly as typed, surrounding spaces included", () => {
    const { state } = play(["start", " Luke", "  "]);
    expect(state).toMatchObject({ players: [{ name: " Luke" }, { name: "  " }] });
  });

  test.each([
    [["start", ""], "a player's name must not be empty"],
    [["start", "Luke", ""], "a player's name must not be empty"],
    [["start", "Luke", "Han", "0"], "the upper bound must be a whole number from 1 to 2147483647"],
    [["start", "Luke", "Han", "99999999999"], "the upper bound must be a whole number from 1 to"],
    [["start", "Luke", "Han", "3", "0"], "the initial number of stones must be a whole number"],
    [["start", "Luke", "Han", "3", "-4"], "the initial number of stones must be a whole number"],
    [["start", "Luke", "Han", "3", "10000001"], "from 1 to 10000000"],
  ])("%j is refused: %s", (lines, rule) => {
    const { violation, output } = play(lines);
    expect(violation).toContain(rule);
    expect(output.endsWith(" : ")).toBe(true);
  });
});
