import { holdShared, type ModeChange, type SharedHold } from "./shared-mode-holds.js";
import { realPathOrSelf } from "./stat-entry.js";

/** A permission change a run holds: its letting go, and the entry's group if one was asked for. */
export interface HeldMode {
  readonly letGo: () => void;
  readonly gid?: number;
}

/** Permission changes this grader holds for its runs: how many runs hold each, and its hold. */
const held = new Map<string, { holders: number; readonly shared: SharedHold }>();
let undoesOnExit = false;

/**
 * Holds a change of the permission bits (and, asked, the group) of the entry at `path` for one run:
 * the first run to hold it makes it (`change`: the bits taken away and given), later ones count;
 * the last to let go undoes it, and so does the grader's exit, unless another grader still holds
 * it. Each kind of change (`kind`) is held apart, and the entry's bits worked out from all kinds
 * held (see `holdShared`). Returns `undefined` when nothing was changed nor held.
 */
export function holdMode(kind: string, path: string, change: ModeChange): HeldMode | undefined {
  // By real path: one entry reached through a link and not (`--out` under one) is one hold, so that
  // letting go of one way in never opens what another run holds closed the other way.
  const entry = realPathOrSelf(path);
  const key = `${kind}:${entry}`;
  const known = held.get(key);
  if (known !== undefined) known.holders++;
  else {
    const shared = holdShared(kind, entry, change);
    if (shared === undefined) return undefined;
    if (!undoesOnExit) process.once("exit", undoAll);
    undoesOnExit = true;
    held.set(key, { holders: 1, shared });
  }
  const { gid } = held.get(key)?.shared ?? {};
  return { letGo: () => letGo(key), ...(gid === undefined ? {} : { gid }) };
}

function letGo(key: string): void {
  const known = held.get(key);
  if (known === undefined || --known.holders > 0) return;
  held.delete(key);
  known.shared.letGo();
}

/** At exit; a change it cannot give back now (the lock held too long) the next grader gives back. */
function undoAll(): void {
  for (const { shared } of held.values()) {
    try {
      shared.letGo();
    } catch {
      // Left for the next grader's first hold (see `holdShared`).
    }
  }
  held.clear();
}
