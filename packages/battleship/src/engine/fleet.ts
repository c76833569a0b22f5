/** One ship: a maximal run of one letter in the arrangement, `length` cells from `start` (0-based). */
export interface Ship {
  readonly start: number;
  readonly length: number;
}

/**
 * A player's grid. `status` is the arrangement with every sunk ship's cells turned into `*`, which is
 * exactly what the fleet command prints and also tells whether a cell's ship is sunk.
 */
export interface Fleet {
  readonly status: string;
  readonly ships: readonly Ship[];
  /** For each cell, the index of its ship in `ships`, or -1 for water. */
  readonly shipAt: readonly number[];
  readonly afloat: number;
}

/** What a shot did to the fleet and what it earned the shooter. */
export interface ShotResult {
  readonly fleet: Fleet;
  readonly points: number;
}

const SUNK_CELL = "*";
const WATER_CELL = ".";
const SINK_POINTS_PER_CELL = 100;
const WRECK_PENALTY_PER_CELL = -30;

/** Reads an arrangement (already validated) into its ships; two runs of one letter are two ships. */
export function createFleet(arrangement: string): Fleet {
  const ships: Ship[] = [];
  const shipAt: number[] = [];
  for (let cell = 0; cell < arrangement.length; cell++) {
    const letter = arrangement[cell];
    const current = ships[ships.length - 1];
    if (letter === WATER_CELL) {
      shipAt.push(-1);
      continue;
    }
    if (current !== undefined && arrangement[cell - 1] === letter) {
      ships[ships.length - 1] = { start: current.start, length: current.length + 1 };
    } else {
      ships.push({ start: cell, length: 1 });
    }
    shipAt.push(ships.length - 1);
  }
  return { status: arrangement, ships, shipAt, afloat: ships.length };
}

/** Fires at `cell` (0-based, inside the grid): sinks a ship afloat, or is fined for a sunk one. */
export function shootFleet(fleet: Fleet, cell: number): ShotResult {
  const ship = fleet.ships[fleet.shipAt[cell] ?? -1];
  if (ship === undefined) return { fleet, points: 0 };
  if (fleet.status[cell] === SUNK_CELL) {
    return { fleet, points: WRECK_PENALTY_PER_CELL * ship.length };
  }
  return { fleet: sinkShip(fleet, ship), points: SINK_POINTS_PER_CELL * ship.length };
}

export function isFleetSunk(fleet: Fleet): boolean {
  return fleet.afloat === 0;
}

function sinkShip(fleet: Fleet, ship: Ship): Fleet {
  const { status } = fleet;
  const end = ship.start + ship.length;
  return {
    ...fleet,
    status: status.slice(0, ship.start) + SUNK_CELL.repeat(ship.length) + status.slice(end),
    afloat: fleet.afloat - 1,
  };
}
