import { spawnSync } from "node:child_process";
import { PICK_KEYCTL } from "./perl-keyctl.js";

/**
 * The script of the perl a basic run's program starts through. The kernel's session keyring is
 * inherited by every child and not namespaced: where the grader has one (Docker and runc give
 * every container one, systemd every service, PAM's `pam_keyinit` every login), each basic run
 * would possess that same keyring, to add keys to it (perm 0x3f030000) for the next case, another
 * student's in a class, to find, and to read what the teacher's login keeps there. A box refuses
 * the key calls (see `seccomp-filter.ts`); basic mode has no box, and `setpriv` no seccomp, so
 * perl, run as the box user, joins a fresh anonymous session keyring (`KEYCTL_JOIN_SESSION_KEYRING`,
 * 1, with no name: its own, gone with the run) and then becomes the program. `exec {…}` never
 * takes a shell. Where it cannot do either, the program never runs: perl says so as `setpriv`
 * would (see `whyNotRun`), and exits as a shell does. Its first argument says whether to take
 * `PERL_BADLANG` back out of the program's environment (see `inOwnSessionKeyring`).
 */
function joinAndRun(keyctl: number): string {
  return `shift and delete $ENV{PERL_BADLANG}; my $failed = "games-grade: failed to execute $ARGV[0]";
syscall(${keyctl}, 1, 0) >= 0 or print STDERR "$failed: no session keyring of its own: $!\\n" and exit 126;
exec {$ARGV[0]} @ARGV; print STDERR "$failed: $!\\n"; exit($! == 2 ? 127 : 126);`;
}

/**
 * Whether the grader has a session keyring: without one, `@s` (-3) looked up without being made is
 * the user-session keyring (`@us`, -5, each uid's own), and a run's is its box user's. Says the
 * number of `keyctl` and perl's own path (`$^X`) when it has; exits 1 when not, or where the number
 * is not known. The number is given to each run's perl: loading `Config` to find it again would
 * double perl's start (some 3 ms a run).
 */
const HAS_SESSION = `${PICK_KEYCTL}
$keyctl or exit 1; syscall($keyctl, 0, -3, 0) != syscall($keyctl, 0, -5, 0) or exit 1; print "$keyctl $^X";`;

let prefix: readonly string[] | undefined;

/**
 * A basic run's command and environment, so that it does not share the grader's session keyring:
 * started through perl joining a keyring of its own, or as it is where the grader has none (found
 * once: a machine without one pays nothing). As it is too where perl is not installed, or on an
 * architecture whose `keyctl` is not written down (see security.md's known gaps): without it the
 * harness cannot even tell whether the grader has one. Perl warns on its standard error, the
 * program's, when the program's locale is not installed (a `LANG=en_US.UTF-8` passed on from a
 * container that lacks it), which `--strict-stderr` would grade a Runtime Error on this machine
 * only: it is given `PERL_BADLANG=0`, taken out again before the program starts.
 */
export function inOwnSessionKeyring(
  command: readonly string[],
  env: Readonly<Record<string, string>>,
): { readonly command: readonly string[]; readonly env: Readonly<Record<string, string>> } {
  prefix ??= findPrefix();
  if (prefix.length === 0) return { command, env };
  if (env.PERL_BADLANG !== undefined) return { command: [...prefix, "", ...command], env };
  return { command: [...prefix, "1", ...command], env: { ...env, PERL_BADLANG: "0" } };
}

/**
 * The system's perl first: each box user must be able to run it, and a root's own perl (perlbrew's,
 * under `/root`) is closed to them. Nothing of the grader's environment but its `PATH`.
 */
function findPrefix(): readonly string[] {
  if (process.platform !== "linux") return [];
  const found = spawnSync("perl", ["-MConfig", "-e", HAS_SESSION], {
    env: { PATH: ["/usr/bin", "/bin", process.env.PATH ?? ""].join(":") },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
    timeout: 5000,
  });
  const [, keyctl, perl] = /^(\d+) (\/.*)$/s.exec(found.status === 0 ? found.stdout : "") ?? [];
  return keyctl && perl ? [perl, "-e", joinAndRun(Number(keyctl)), "--"] : [];
}
