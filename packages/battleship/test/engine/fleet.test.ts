import { describe, expect, test } from "vitest";
import { createFleet, isFleetSunk, shootFleet } from "../../src/engine/fleet.js";

describe("createFleet", () => {
  test.each<[string, [number, number][]]>([
    [
      "RRRGG.R.",
      [
        [0, 3],
        [3, 2],
        [6, 1],
      ],
    ],
    [
      "AA.A",
      [
        [0, 2],
        [3, 1],
      ],
    ],
    [
      "ABAB",
      [
        [0, 1],
        [1, 1],
        [2, 1],
        [3, 1],
      ],
    ],
    ["..ZZZ", [[2, 3]]],
  ])("reads the maximal runs of one letter in %j as ships", (arrangement, ships) => {
    const fleet = createFleet(arrangement);
    expect(fleet.ships.map((ship) => [ship.start, ship.length])).toEqual(ships);
    expect(fleet.afloat).toBe(ships.length);
    expect(fleet.status).toBe(arrangement);
  });
});

describe("shootFleet", () => {
  test("sinks the whole ship under the shot and earns 100 points per cell", () => {
    const { fleet, points } = shootFleet(createFleet("RRRGG.R."), 1);
    expect(points).toBe(300);
    expect(fleet.status).toBe("***GG.R.");
    expect(fleet.afloat).toBe(2);
  });

  test("costs 30 points per cell of the sunk ship, every time, and changes nothing", () => {
    const sunk = shootFleet(createFleet("RRRGG.R."), 4).fleet;
    const first = shootFleet(sunk, 3);
    const second = shootFleet(first.fleet, 4);
    expect([first.points, second.points]).toEqual([-60, -60]);
    expect(second.fleet).toBe(sunk);
  });

  test("earns nothing for water", () => {
    const fleet = createFleet("RRRGG.R.");
    expect(shootFleet(fleet, 5)).toEqual({ fleet, points: 0 });
  });

  test("knows the fleet is sunk once its last ship goes down", () => {
    const once = shootFleet(createFleet("A.B"), 0).fleet;
    expect(isFleetSunk(once)).toBe(false);
    expect(isFleetSunk(shootFleet(once, 2).fleet)).toBe(true);
  });

  test("leaves the fleet it was given unchanged", () => {
    const fleet = createFleet("AB");
    shootFleet(fleet, 0);
    expect(fleet.status).toBe("AB");
  });
});
