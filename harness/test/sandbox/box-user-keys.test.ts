import { spawnSync } from "node:child_process";
import { describe, expect, test } from "vitest";
import { planShell, runShell } from "../helpers/shell-runs.js";

const isRoot = process.getuid?.() === 0;
const hasPerl = spawnSync("/bin/sh", ["-c", "command -v perl"]).status === 0;
/** `add_key` and `keyctl`'s syscall numbers, where the test knows them. */
const CALLS: Partial<Record<string, { addKey: number; keyctl: number }>> = {
  x64: { addKey: 248, keyctl: 250 },
  arm64: { addKey: 217, keyctl: 219 },
};
const calls = CALLS[process.arch] ?? { addKey: 0, keyctl: 0 };
/** The run's exit code where its kernel has no persistent keyrings. */
const NO_KEYRING = 3;

/**
 * `sh` that says the run's uid, then runs `perl` with `$keyring` (a keyring of the run's user, or
 * exit `NO_KEYRING`) and the key's type, name and data in variables (perl's `syscall` takes no
 * constant string).
 */
function withKeyring(keyring: string, name: string, perl: string): string {
  const setUp = `my $keyring = ${keyring}; $keyring > 0 or exit ${NO_KEYRING}; my ($t, $d, $p) = ("user", "${name}", "secret");`;
  return `id -u; perl -e '${setUp} ${perl}'`;
}

// Each user's keyring, by the id the kernel gives it (`KEYCTL_GET_KEYRING_ID`, 0; with creation) or,
// for the persistent one, by `KEYCTL_GET_PERSISTENT` (22), linked into the user keyring.
const KEYRINGS = [
  ["user keyring", `syscall(${calls.keyctl}, 0, -4, 1)`],
  ["user-session keyring", `syscall(${calls.keyctl}, 0, -5, 1)`],
  ["persistent keyring", `syscall(${calls.keyctl}, 22, -1, -4)`],
] as const;

// A uid's keyrings outlive its processes, and the grader: a key a program stored was found by the
// next run of its box user, another student's in a class.
describe.runIf(isRoot && hasPerl && calls.keyctl !== 0)(
  "basic mode as root: a box user's kernel keys",
  () => {
    const plan = planShell("basic");

    test.for(KEYRINGS)(
      "a key stored in its %s is gone before the uid's next run",
      async ([, keyring], { skip }) => {
        const name = `leak-${process.pid}-${Math.floor(Math.random() * 1e9)}`;
        const add = `syscall(${calls.addKey}, $t, $d, $p, 6, $keyring) > 0 or exit 1;`;
        const stored = await runShell(plan, withKeyring(keyring, name, add));
        if (stored.exitCode === NO_KEYRING) skip("the kernel has no such keyring");
        expect(stored.exitCode).toBe(0);
        // `KEYCTL_SEARCH` (10) of that keyring, and those linked in it.
        const search = `syscall(${calls.keyctl}, 10, $keyring, $t, $d, 0) > 0 and print "found\\n";`;
        const next = await runShell(plan, withKeyring(keyring, name, search));
        // The same box user (the uid a run gives back is the next one's), without the key.
        expect(next.output).toBe(stored.output);
      },
    );
  },
);
