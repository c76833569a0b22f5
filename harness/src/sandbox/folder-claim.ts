import path from "node:path";
import {
  type Claimer,
  claimFolder,
  releaseFolder,
  removeAside,
  sweepAside,
} from "./box-uid-claims.js";
import { isAlive, startOf } from "./is-alive.js";

/**
 * Claims the folder path `claim` for this process against every other process of the machine, as
 * box uids are claimed (see `claimFolder`): false while a live process holds it. A holder that
 * died (Ctrl-C, SIGKILL) holds it no more; one that lives gives it up with `releaseClaim`.
 */
export function claimForThisProcess(claim: string): boolean {
  const claimer = thisClaimer(claim);
  sweepAside(claimer); // a claimer killed between making its claim and renaming it
  const claimed = claimFolder(claimer, claim);
  removeAside(claimer);
  return claimed;
}

export function releaseClaim(claim: string): void {
  releaseFolder(thisClaimer(claim), claim);
}

function thisClaimer(claim: string): Claimer {
  const pid = process.pid;
  return { folder: path.dirname(claim), pid, start: startOf(pid), isAlive };
}
