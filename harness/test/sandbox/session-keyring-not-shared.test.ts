import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { describe, expect, test } from "vitest";
import { detectIsolation } from "../../src/sandbox/detect-isolation.js";
import { makeSuite } from "../helpers/suites.js";

const bin = fileURLToPath(new URL("../../bin/games-grade.js", import.meta.url));
const has = (name: string) => spawnSync("/bin/sh", ["-c", `command -v ${name}`]).status === 0;
const canBox = detectIsolation().bwrapProblem === undefined;
/** `add_key` and `keyctl`'s syscall numbers, where the test knows them. */
const CALLS: Partial<Record<string, { addKey: number; keyctl: number }>> = {
  x64: { addKey: 248, keyctl: 250 },
  arm64: { addKey: 217, keyctl: 219 },
};
const calls = CALLS[process.arch];

/**
 * Each case says which of the keys it finds in its session keyring (`KEYCTL_SEARCH`, 10, in `@s`,
 * -3): the teacher's, put there before the grader started, and the one it then adds there itself,
 * for the next case to find.
 */
const PROGRAM = `import ctypes, sys
libc = ctypes.CDLL(None, use_errno=True)
keyctl, add_key = int(sys.argv[1]), int(sys.argv[2])
found = [d for d in (b"teacher", b"leak") if libc.syscall(keyctl, 10, -3, b"user", d, 0) > 0]
print(b" ".join(found).decode() or "none")
libc.syscall(add_key, b"user", b"leak", b"secret", 6, -3)
`;

/**
 * The grader under perl that gives it a fresh session keyring (`KEYCTL_JOIN_SESSION_KEYRING`, 1),
 * as Docker, systemd or a login would, with the teacher's key in it.
 */
function withSessionKeyring(keyctl: number, addKey: number): string {
  const teacher = `my ($t, $d, $p) = ("user", "teacher", "secret"); syscall(${addKey}, $t, $d, $p, 6, -3) > 0 or die "add_key: $!"`;
  return `syscall(${keyctl}, 1, 0) >= 0 or die "keyctl: $!"; ${teacher}; exec {$ARGV[0]} @ARGV`;
}

// The session keyring is inherited by every child and not namespaced: each run possessed the
// grader's, so one case (one student's, in a class) passed a key to the next, and a program read
// the keys of the teacher's login.
describe.runIf(calls !== undefined && has("perl") && has("python3"))(
  "a grader with a session keyring of its own (Docker, systemd, a login)",
  () => {
    const { keyctl = 0, addKey = 0 } = calls ?? {};
    const modes = canBox ? (["strict", "basic"] as const) : (["basic"] as const);

    test.for(modes)(
      "in %s mode, no run finds the grader's keys or those an earlier run stored",
      async (mode) => {
        const suite = await makeSuite({
          "a.in": "",
          "a.out": "none\n",
          "b.in": "",
          "b.out": "none\n",
        });
        const program = await makeSuite({ "keys.py": PROGRAM });
        const command = `python3 keys.py ${keyctl} ${addKey}`;
        const grader = ["-e", withSessionKeyring(keyctl, addKey), process.execPath, bin, suite];
        const options = ["--cmd", command, "--cwd", program, "--sandbox", mode, "-j", "1"];
        const { stdout, stderr, exitCode } = await execa("perl", [...grader, ...options], {
          reject: false,
        });
        expect(stdout, stderr).toContain(`isolation: ${mode}`);
        expect(stdout).toContain("2 Accepted");
        expect(exitCode).toBe(0);
      },
    );

    // Perl warned on the program's standard error where the locale passed on is not installed (a
    // container's `LANG=en_US.UTF-8`): with --strict-stderr, a Runtime Error on such machines only.
    test("in basic mode, a locale not installed gets no word from the perl it starts through", async () => {
      const suite = await makeSuite({ "a.in": "", "a.out": "unset xx_YY.UTF-8\n" });
      const program = await makeSuite({
        "env.py": `import os\nprint(os.environ.get("PERL_BADLANG", "unset"), os.environ["LANG"])\n`,
      });
      const grader = ["-e", withSessionKeyring(keyctl, addKey), process.execPath, bin, suite];
      const options = ["--cmd", "python3 env.py", "--cwd", program, "--sandbox", "basic"];
      const { stdout, stderr, exitCode } = await execa(
        "perl",
        [...grader, ...options, "--strict-stderr"],
        {
          reject: false,
          env: {
            LANG: "xx_YY.UTF-8",
            LC_ALL: undefined,
            LC_CTYPE: undefined,
            PERL_BADLANG: undefined,
          },
        },
      );
      expect(stdout, stderr).toContain("1 Accepted");
      expect(exitCode).toBe(0);
    });
  },
);
