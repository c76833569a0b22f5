import { expect, test } from "vitest";
import {
  renderCommandList,
  renderPile,
  renderPrompt,
  renderStart,
  renderStatistics,
} from "../../src/engine/render.js";
import { createPlayer } from "../../src/engine/state.js";

test.each([
  [1, "1 stones left : *\n"],
  [3, "3 stones left : * * *\n"],
  [12, "12 stones left : * * * * * * * * * * * *\n"],
])("a pile of %d has one star per stone and no space at the end", (stones, expected) => {
  expect(renderPile(stones)).toBe(expected);
});

test("the program opens with the welcome and the console prompt", () => {
  expect(renderStart()).toBe("Welcome to Nim\n\nPlease enter a command to continue\n\n$ ");
});

test("the command list is framed by blank lines", () => {
  expect(renderCommandList()).toBe("\n: start\n: exit\n: help\n: commands\n\n");
});

test.each([
  [0, "game"],
  [1, "game"],
  [2, "games"],
  [7, "games"],
])("%d wins are counted in %s", (wins, noun) => {
  const line = renderStatistics([{ name: "Luke", wins, played: 9 }, createPlayer("Han")]);
  expect(line).toBe(`Luke won ${wins} ${noun} out of 9 played\nHan won 0 game out of 0 played\n`);
});

test("the turn prompt names the player to move", () => {
  const players = [createPlayer("Luke"), createPlayer("Han")] as const;
  expect(renderPrompt({ phase: "turn", players, game: { bound: 3, stones: 4, mover: 1 } })).toBe(
    "Han's turn. Enter stones to remove : ",
  );
});
