import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import { splitCommand } from "../suite/split-command.js";
import { BOX_OWN_PATHS, SHOWN_SYSTEM_FOLDERS } from "./bwrap-args.js";
import { isInside } from "./is-inside.js";
import type { SandboxPlan } from "./sandbox-plan.js";

/**
 * The paths a command names (`../lib`, `/home/t/shared/*.java`) that exist here but that the
 * strict box running it does not show: outside its visible folders and the system's. A build that
 * failed on one of them failed for that reason, whatever its own message says. `shownToo`: folders
 * the box shows a copy of (a build's program folder).
 */
export function findUnseenPaths(
  command: string,
  dir: string,
  plan: SandboxPlan,
  shownToo: readonly string[] = [],
): string[] {
  if (plan.mode !== "strict") return [];
  const shown = [...SHOWN_SYSTEM_FOLDERS, ...plan.visible, ...shownToo].map((folder) =>
    path.resolve(folder),
  );
  return readWords(command)
    .map((word) => word.slice(word.indexOf("=") + 1))
    .filter((word) => word.includes("/"))
    .filter((word) => {
      const full = path.resolve(dir, word);
      // The box's own, by the name the command gives (the host's `/dev/stdout` may lead anywhere).
      if (BOX_OWN_PATHS.some((own) => isInside(full, own))) return false;
      const found = existingPart(full);
      return found !== undefined && !shown.some((folder) => isInside(found, folder));
    });
}

function readWords(command: string): string[] {
  try {
    return splitCommand(command).words;
  } catch {
    return [];
  }
}

/** The path without its glob (`../lib/*.java` → `../lib`), real, when that exists. */
function existingPart(full: string): string | undefined {
  const glob = full.search(/[*?[]/);
  const plain = glob === -1 ? full : path.dirname(full.slice(0, glob + 1));
  return existsSync(plain) ? realpathSync(plain) : undefined;
}
