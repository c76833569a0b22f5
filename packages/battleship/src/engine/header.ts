import type { GameSetup } from "./game.js";
import { FLEET_MAX_LENGTH, FLEET_MIN_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from "./limits.js";
import {
  FLEET_WITHOUT_SHIP_RULE,
  NAME_WITH_CARRIAGE_RETURN_RULE,
  renderFleetCellRule,
  renderFleetLengthRule,
  renderFleetSizeRule,
  renderNameLengthRule,
  renderSameNameRule,
} from "./messages.js";

/** A header line that breaks a constraint of the specification: its number (1-based) and the rule. */
export interface HeaderViolation {
  readonly line: number;
  readonly rule: string;
}

export const HEADER_LINES = 4;
const FLEET_CELL = /[^A-Z.]/u;
const SHIP_CELL = /[A-Z]/;

/**
 * Checks the next header line against the lines read before it (name, fleet, name, fleet) and
 * returns the rule it breaks, if any, so a bad header is reported at the line that is wrong.
 */
export function checkHeaderLine(previous: readonly string[], line: string): string | undefined {
  switch (previous.length) {
    case 0:
      return checkName(line);
    case 1:
      return checkFleet(line);
    case 2:
      return checkName(line) ?? (line === previous[0] ? renderSameNameRule(line) : undefined);
    default:
      return checkFleet(line) ?? checkSameSize(previous[1] ?? "", line);
  }
}

/** Names the four lines once all of them have passed `checkHeaderLine`. */
export function toGameSetup(lines: readonly string[]): GameSetup {
  const [firstName = "", firstFleet = "", secondName = "", secondFleet = ""] = lines;
  return { firstName, firstFleet, secondName, secondFleet };
}

// Characters are counted as Unicode code points, so a name with accents or emoji is not penalised for
// being stored as UTF-16. Only `\n` ends a line, so a lone `\r` would be kept inside the name: input
// with old Mac line ends reads as one long first line, refused here rather than taken as a name.
function checkName(name: string): string | undefined {
  if (name.includes("\r")) return NAME_WITH_CARRIAGE_RETURN_RULE;
  const length = [...name].length;
  return length < NAME_MIN_LENGTH || length > NAME_MAX_LENGTH
    ? renderNameLengthRule(length)
    : undefined;
}

function checkFleet(fleet: string): string | undefined {
  const length = [...fleet].length;
  if (length < FLEET_MIN_LENGTH || length > FLEET_MAX_LENGTH) return renderFleetLengthRule(length);
  const bad = FLEET_CELL.exec(fleet);
  if (bad !== null) return renderFleetCellRule([...fleet.slice(0, bad.index)].length + 1, bad[0]);
  return SHIP_CELL.test(fleet) ? undefined : FLEET_WITHOUT_SHIP_RULE;
}

function checkSameSize(first: string, second: string): string | undefined {
  return first.length === second.length
    ? undefined
    : renderFleetSizeRule(first.length, second.length);
}
