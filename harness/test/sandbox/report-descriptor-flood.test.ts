import { existsSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { runSuite } from "../../src/index.js";
import { makeSuite } from "../helpers/suites.js";

/** Where Yama restricts ptrace, a program cannot take its parent's descriptors at all. */
function mayTakeParentsDescriptors(): boolean {
  const scope = "/proc/sys/kernel/yama/ptrace_scope";
  return !existsSync(scope) || readFileSync(scope, "utf8").trim() === "0";
}

// The program takes its launcher's report descriptor (its parent, a process of its own user) with
// pidfd_getfd (438 on every architecture) and writes 64 MiB to it: 700 MB ended the grader ("Invalid
// string length") and the class it graded. Past what a report may hold the grader closes it.
const FLOOD = `import ctypes, os
libc = ctypes.CDLL(None, use_errno=True)
fd = libc.syscall(438, os.pidfd_open(os.getppid()), 3, 0)
if fd < 0:
    print("cannot take it")
    raise SystemExit
chunk = b"A" * (1 << 20)
try:
    for _ in range(64):
        os.write(fd, chunk)
    print("wrote it all")
except BrokenPipeError:
    print("closed on it")
`;

describe.runIf(existsSync("/usr/bin/python3") && mayTakeParentsDescriptors())(
  "the launcher's report descriptor",
  () => {
    test("is closed once it holds more than a report, whatever writes to it", async () => {
      const program = await makeSuite({ "flood.py": FLOOD });
      const suite = await makeSuite({ "a.in": "", "a.out": "closed on it\n" });
      const result = await runSuite({ suite, command: "/usr/bin/python3 flood.py", cwd: program });
      expect(result.cases[0]?.actual).toBe("closed on it\n");
    }, 60_000);
  },
);
