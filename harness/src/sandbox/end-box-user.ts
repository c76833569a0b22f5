import { spawn } from "node:child_process";
import { once } from "node:events";
import { BOX_UID_BASE, boxUserArgs } from "./box-user.js";
import type { BoxIdentity } from "./sandbox-plan.js";

/**
 * Ends every process of box user `uid`: a basic run's, where no cgroup holds them all. A daemon (a
 * process that left the run's process group and its first process's children) would otherwise
 * outlive the run, and meet the next run of that uid (another student's, in a class): it could
 * signal it, trace it, or change its working folder; a build's could swap a folder under the
 * grader giving the build's folders back. `kill -9 -1` as that user signals exactly its processes
 * (a user may signal only its own), all at once (the kernel lets none fork meanwhile), but itself.
 */
export async function endBoxUser(identity: BoxIdentity, uid: number): Promise<void> {
  // Never root's: `kill -1` as root would end every process of the machine.
  if (!(uid >= BOX_UID_BASE)) throw new Error(`not a box user: ${uid}`);
  const args = [...boxUserArgs(uid), "--", "/bin/sh", "-c", "kill -9 -1"];
  const killer = spawn(identity.setpriv, args, { stdio: "ignore" });
  // When none is left, `kill` says so and fails; either way they are gone.
  await once(killer, "close").catch(() => {});
}
