import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { listAvailable } from "../../src/engine/availability.js";
import { findPieceAt, type Game, hasObstacle, IN_RESERVE } from "../../src/engine/game.js";
import { listCells, toColumn, toRow } from "../../src/engine/grid.js";
import { listLegalMoves } from "../../src/engine/legal-moves.js";
import { renderBoard } from "../../src/engine/render-board.js";
import { createState, findActiveGame, type State } from "../../src/engine/state.js";
import { step } from "../../src/engine/step.js";
import { CAMPUS, MAPS, RING, SMALL_BOARD } from "../helpers.js";

const BOARDS = [
  { path: "campus.txt", rows: CAMPUS, players: 3 },
  { path: "ring.txt", rows: RING, players: 2 },
  { path: "small.txt", rows: SMALL_BOARD, players: 4 },
] as const;

/** Turns a random number into a command that the game accepts in its current state. */
function chooseLegalLine(state: State, game: Game, pick: number): string {
  const available = listAvailable(state);
  if (game.winner !== undefined) return pick % 5 === 0 ? "show" : "rematch";
  if (game.pendingObstacle !== undefined) return placeObstacle(game, pick);
  if (game.roll === undefined) {
    if (available.includes("new figure") && pick % 3 === 0) return "new figure";
    return `roll dice ${(pick % 6) + 1}`;
  }
  const moves = listLegalMoves(game);
  const move = moves[pick % Math.max(moves.length, 1)];
  if (move === undefined) return "skip turn";
  if (move.piece === undefined) return "new figure";
  const letter = "ABCD".charAt(game.current);
  return `move ${letter}${move.piece} ${move.directions.map((direction) => `1 ${direction}`).join(" ")}`;
}

function placeObstacle(game: Game, pick: number): string {
  const from = game.pendingObstacle ?? 0;
  const free = listCells(game.board).filter(
    (cell) =>
      game.board.terrain[cell] === "path" && !hasObstacle(game, cell) && !findPieceAt(game, cell),
  );
  const cell = free[pick % free.length] ?? from;
  const rows = toRow(game.board, cell) - toRow(game.board, from);
  const columns = toColumn(game.board, cell) - toColumn(game.board, from);
  const pairs = [
    rows === 0 ? "" : `${Math.abs(rows)} ${rows < 0 ? "up" : "down"}`,
    columns === 0 ? "" : `${Math.abs(columns)} ${columns < 0 ? "left" : "right"}`,
  ];
  return `move obstacle ${pairs.filter(Boolean).join(" ")}`;
}

function checkInvariants(game: Game, initialObstacles: number): void {
  for (const [player, places] of game.places.entries()) {
    const waiting = places.flatMap((cell, index) => (cell === IN_RESERVE ? [index + 1] : []));
    // Pieces are never lost: every piece is on the board, in the forest or waiting exactly once.
    expect([...(game.reserves[player] ?? [])].sort()).toEqual(waiting);
  }
  const onFields = game.places
    .flat()
    .filter((cell) => cell !== IN_RESERVE && cell !== game.board.forest);
  expect(new Set(onFields).size).toBe(onFields.length);
  for (const cell of game.obstacles) {
    expect(game.board.terrain[cell]).toBe("path");
    expect(onFields).not.toContain(cell);
  }
  // What stands on each square, as moves look it up, agrees with the pieces' places and the obstacles.
  for (const cell of listCells(game.board)) {
    if (cell === game.board.forest) continue;
    const standing = game.places.flatMap((places, player) =>
      places.flatMap((place, index) => (place === cell ? [{ player, piece: index + 1 }] : [])),
    );
    expect(findPieceAt(game, cell)).toEqual(standing[0]);
    expect(hasObstacle(game, cell)).toBe(game.obstacles.includes(cell));
  }
  const lifted = game.pendingObstacle === undefined ? 0 : 1;
  expect(game.obstacles.length + lifted).toBe(initialObstacles);
  expect(renderBoard(game).map((line) => line.length)).toEqual(
    game.board.rows.map((row) => row.length),
  );
}

// Each property plays 60 games of up to 300 commands: about a second alone, several on a loaded machine.
const PROPERTY_TIMEOUT_MS = 60_000;

describe("random legal games", () => {
  test(
    "never lose a piece, never stack pieces outside the forest and keep the board valid",
    () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...BOARDS),
          fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 300 }),
          ({ path, players }, picks) => {
            let state = step(createState(), `start session S ${path} ${players}`, MAPS).state;
            const initial = findActiveGame(state)?.obstacles.length ?? 0;
            for (const pick of picks) {
              const game = findActiveGame(state);
              if (game === undefined) throw new Error("the session vanished");
              const result = step(state, chooseLegalLine(state, game, pick), MAPS);
              expect(result.output.filter((line) => line.stream === "error")).toEqual([]);
              state = result.state;
              checkInvariants(findActiveGame(state) ?? game, initial);
            }
          },
        ),
        { numRuns: 60 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  test(
    "random commands, valid or not, never break the invariants",
    () => {
      const words = fc.constantFrom(
        "move",
        "A1",
        "B2",
        "1",
        "3",
        "up",
        "left",
        "obstacle",
        "roll",
        "dice",
        "6",
      );
      const line = fc.oneof(
        fc.constantFrom("new figure", "skip turn", "roll dice 2", "roll dice 5", "rematch", "show"),
        fc.array(words, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(" ")),
      );
      fc.assert(
        fc.property(fc.array(line, { maxLength: 200 }), (lines) => {
          let state = step(createState(), "start session S campus.txt 2", MAPS).state;
          const initial = findActiveGame(state)?.obstacles.length ?? 0;
          for (const text of lines) {
            state = step(state, text, MAPS).state;
            const game = findActiveGame(state);
            if (game !== undefined) checkInvariants(game, initial);
          }
        }),
        { numRuns: 60 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  test(
    "an error changes nothing, though valid commands change the game in place",
    () => {
      // Rolls of 3 and moves of 3, so that many moves get as far as walking their path.
      const line = fc.constantFrom(
        ...["new figure", "skip turn", "roll dice 3", "roll dice 0", "rematch"],
        ...["move A1 3 up", "move A1 1 up 2 right", "move A1 1 left 2 up", "move A2 2 up 1 right"],
        ...["move B1 3 up", "move B1 2 left 1 up", "move B1 1 up 2 left", "move B2 1 up 2 right"],
        ...["move obstacle 1 up", "move obstacle 2 left 1 down", "move obstacle 3 down"],
      );
      fc.assert(
        fc.property(fc.array(line, { maxLength: 200 }), (lines) => {
          let state = step(createState(), "start session S campus.txt 2", MAPS).state;
          for (const text of lines) {
            const before = structuredClone(state);
            const result = step(state, text, MAPS);
            if (result.output.some((output) => output.stream === "error")) {
              expect(result.state).toEqual(before);
            }
            state = result.state;
          }
        }),
        { numRuns: 60 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
