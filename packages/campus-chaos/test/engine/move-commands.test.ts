import { describe, expect, test } from "vitest";
import { IN_RESERVE } from "../../src/engine/game.js";
import { findActiveGame } from "../../src/engine/state.js";
import { createMaps, MAPS, play, playLast, START_CAMPUS, START_RING } from "../helpers.js";

const ERROR = [expect.stringMatching(/^Error, /)];

// T has two neighbours here, so a path could run through it.
const THROUGH = createMaps({ "through.txt": ["PPTPP", "P   P", "PPPPP", "a   b"] });

/** On the ring, A1 stands on (3,2) and B1 on (3,1) with B to move, having rolled `roll`. */
function ringWithTwoPieces(roll: number): readonly string[] {
  return [
    ...START_RING,
    ...["new figure", "roll dice 3", "move A1 1 up 2 right"],
    ...["new figure", "roll dice 5", "move B1 1 up 4 left"],
    ...["roll dice 1", "move A1 1 right", `roll dice ${roll}`],
  ];
}

describe("move", () => {
  test("walks the pairs, passing over pieces, and ends the turn", () => {
    expect(playLast([...ringWithTwoPieces(3), "move B1 3 right"])).toEqual([
      "It's player A's turn.",
    ]);
  });

  test("hits the opponent's piece on its last square", () => {
    const lines = playLast([...ringWithTwoPieces(2), "move B1 2 right"]);
    expect(lines).toEqual(["Player B has hit Player A.", "It's player A's turn."]);
  });

  test.each([
    ["a distance other than the roll", "move B1 1 left"],
    ["a longer distance than the roll", "move B1 1 left 2 up"],
    ["a piece of another player", "move A1 1 left 1 up"],
    ["a lowercase piece id (decision 14)", "move b1 1 left 1 up"],
    ["a piece in the reserve", "move B2 1 left 1 up"],
    ["a piece number beyond 5", "move B6 1 left 1 up"],
    ["a square that is no field", "move B1 2 up"],
    ["leaving the grid", "move B1 1 left 1 left"],
    ["a square entered twice", "move B1 1 right 1 left"],
    ["a start square as the last square", "move B1 1 left 1 down"],
  ])("rejects %s and keeps the roll", (_name, line) => {
    const input = [...ringWithTwoPieces(2)];
    const before = play(input).state;
    // The game is changed in place by valid commands: compare with a copy made before.
    const copy = structuredClone(before);
    const { state, lines } = play([line], MAPS, before);
    expect(lines).toEqual(ERROR);
    expect(state).toEqual(copy);
  });

  test("rejects landing on an own piece", () => {
    const input = [...START_RING, "new figure", "roll dice 1", "move A1 1 up"];
    const own = [
      ...input,
      "new figure",
      "roll dice 1",
      "move B1 1 up",
      "new figure",
      "roll dice 1",
    ];
    expect(playLast([...own, "move A2 1 up"])).toEqual(ERROR);
  });

  test("rejects jumping over an obstacle but may end on it without a word", () => {
    const input = ["start session S small.txt 2", "new figure", "roll dice 5"];
    expect(playLast([...input, "move A1 3 right 2 down"])).toEqual(ERROR);
    const { state, lines } = play([
      "start session S small.txt 2",
      "new figure",
      "roll dice 4",
      "move A1 3 right 1 down",
    ]);
    expect(lines.at(-1)).toBe("4");
    expect(findActiveGame(state)?.pendingObstacle).toBeDefined();
  });

  test("enters the target only as the last square (decision 5)", () => {
    const input = ["start session G through.txt 2", "new figure", "roll dice 6"];
    expect(play([...input, "move A1 3 up 3 right"], THROUGH).lines.at(-1)).toMatch(
      /^Error, .*target/,
    );
    const win = [
      "start session G through.txt 2",
      "new figure",
      "roll dice 5",
      "move A1 3 up 2 right",
    ];
    expect(play(win, THROUGH).lines.at(-1)).toBe("Player A has won!");
  });

  test("passes over any start square", () => {
    const maps = createMaps({ "pass.txt": [" T", "PPaPPP", "P    P", "PPPPPb"] });
    const input = ["start session P pass.txt 2", "new figure", "roll dice 2", "move A1 2 right"];
    const moves = [...input, "new figure", "roll dice 6", "move B1 2 up 4 left"];
    expect(play(moves, maps).lines.at(-1)).toBe("It's player A's turn.");
  });
});

describe("captures, zones and the forest", () => {
  // A1 on the village square (4,3), B1 on (4,0): B has rolled 3 and may hit A1 over the zone (4,1).
  const VILLAGE_HIT = [
    ...START_CAMPUS,
    ...["new figure", "roll dice 5", "move A1 3 up 2 right"],
    ...["new figure", "roll dice 6", "move B1 1 up 3 left 2 up"],
    ...["roll dice 1", "move A1 1 right", "roll dice 3"],
  ];

  test("a piece hit in the village goes to the forest and stays on the board", () => {
    const { state, lines } = play([...VILLAGE_HIT, "move B1 3 right"]);
    expect(lines.slice(-2)).toEqual(["Player B has hit Player A.", "It's player A's turn."]);
    const game = findActiveGame(state);
    expect(game?.places[0]?.[0]).toBe(game?.board.forest);
    expect(game?.reserves[0]).toEqual([2, 3, 4, 5]);
  });

  test("a piece hit outside the village goes to the end of its owner's reserve", () => {
    const hit = [
      ...START_RING,
      "new figure",
      "roll dice 1",
      "move A1 1 up",
      "new figure",
      "roll dice 6",
      "move B1 1 up 5 left",
    ];
    const game = findActiveGame(play(hit).state);
    expect(game?.places[0]?.[0]).toBe(IN_RESERVE);
    expect(game?.reserves[0]).toEqual([2, 3, 4, 5, 1]);
  });

  test("a piece leaves the forest to a neighbouring field, and the forest cannot be entered", () => {
    const inForest = [...VILLAGE_HIT, "move B1 3 right", "roll dice 2"];
    expect(playLast([...inForest, "move A1 1 down 1 right"])).toEqual(["It's player B's turn."]);
    const passing = [...inForest, "move A1 1 down 1 right", "roll dice 3"];
    expect(playLast([...passing, "move B1 1 left 1 down 1 down"])).toEqual(ERROR);
  });

  test("a piece in a protection zone cannot be hit", () => {
    const zone = [
      ...START_CAMPUS,
      ...["new figure", "roll dice 4", "move A1 3 up 1 right"],
      ...["new figure", "roll dice 6", "move B1 1 up 3 left 2 up"],
      ...["roll dice 1", "new figure", "move A2 1 up", "roll dice 1"],
    ];
    expect(playLast([...zone, "move B1 1 right"])).toEqual(ERROR);
  });
});

describe("move obstacle", () => {
  // A1 stands on (4,4), where it lifted the village obstacle; B1 waits on (6,3).
  const LIFTED = [
    ...START_CAMPUS,
    ...["new figure", "roll dice 5", "move A1 3 up 2 right"],
    ...["new figure", "roll dice 1", "move B1 1 up"],
    ...["roll dice 2", "move A1 2 right"],
  ];

  test.each([
    ["outside the grid", "move obstacle 5 up"],
    ["on a space", "move obstacle 3 down"],
    ["on the target", "move obstacle 4 up 1 left"],
    ["on a protection zone", "move obstacle 1 right"],
    ["on a start square", "move obstacle 3 down 1 left"],
    ["on the forest", "move obstacle 1 down 2 left"],
    ["on another obstacle", "move obstacle 3 up 1 left"],
    ["on the piece that lifted it", "move obstacle 1 up 1 down"],
    ["on another piece", "move obstacle 2 down 1 left"],
  ])("rejects a square %s and keeps the obstacle waiting", (_name, line) => {
    const before = play(LIFTED).state;
    // The game is changed in place by valid commands: compare with a copy made before.
    const copy = structuredClone(before);
    const { state, lines } = play([line], MAPS, before);
    expect(lines).toEqual(ERROR);
    expect(state).toEqual(copy);
  });

  test("places it on an empty pathway square, even through a middle point off the board (decision 16)", () => {
    const { lines } = play([...LIFTED, "move obstacle 9 up 7 down", "show"]);
    expect(lines.slice(-9)).toEqual([
      "It's player B's turn.",
      "   T",
      "   O",
      "PPPpOPP",
      "P  p  P",
      "PZppAZP",
      "P f   P",
      "PPP1PPP",
      "a  b  c",
    ]);
  });

  test("an obstacle placed in the village shows as o", () => {
    const lines = playLast([...LIFTED, "move obstacle 2 up 1 left", "show"]);
    expect(lines[2]).toBe("PPPoPPP");
  });
});
