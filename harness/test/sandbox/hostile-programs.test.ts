import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { describe, expect, test } from "vitest";
import { runBuildCommand } from "../../src/class/build-submission.js";
import { runSuite } from "../../src/index.js";
import { BOX_UID_BASE } from "../../src/sandbox/box-user.js";
import { detectIsolation } from "../../src/sandbox/detect-isolation.js";
import { makeSuite, programsDir } from "../helpers/suites.js";

// One hostile program per attack, each graded with the default settings (strict isolation). CI
// installs bubblewrap (`.ci/run`, the workflow), so there these tests always run.
const isolation = detectIsolation();
const canBox = isolation.bwrapProblem === undefined;
const hasCgroup = isolation.cgroup !== undefined;
const hostile = (name: string) => path.join(programsDir, "hostile", name);
const bin = fileURLToPath(new URL("../../bin/games-grade.js", import.meta.url));

/** Host processes whose command line holds `marker` (a program names its children with it). */
function findMarked(marker: string): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(marker);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe.runIf(canBox || process.env.CI)("a hostile program, graded in the default sandbox", () => {
  test("cannot read the expected output through its standard input's file", async () => {
    const suite = await makeSuite({ "a.in": "x\n", "a.out": "the answer\n" });
    const result = await runSuite({ suite, command: hostile("read-expected-via-stdin.sh") });
    expect(result.isolation?.mode).toBe("strict");
    expect(result.cases[0]).toMatchObject({
      verdict: "Wrong Answer",
      actual: "no expected output found\n",
    });
  });

  test("cannot find the grader, the suite or the suite's path in /proc", async () => {
    const suite = await makeSuite({ "a.in": "", "a.out": "done\n" });
    const command = hostile("read-grader-proc.sh");
    const result = await runSuite({ suite, command, env: [`SUITE=${suite}`] });
    expect(result.cases[0]).toMatchObject({ verdict: "Accepted", actual: "done\n" });
  });

  test("cannot change the suite, even inside its own folder and knowing the suite's path", async () => {
    const files = { "a.in": "1\n", "a.out": "tampered\n", "b.in": "2\n", "b.out": "tampered\n" };
    // A folder of its own around the suite: /tmp, as the program's folder, would be rebuilt
    // entry by entry (see mountReadOnly), as slow as it has entries.
    const parent = await makeSuite(
      Object.fromEntries(Object.entries(files).map(([name, text]) => [`suite/${name}`, text])),
    );
    const suite = path.join(parent, "suite");
    const options = {
      suite,
      command: hostile("tamper-suite.sh"),
      cwd: parent,
      env: [`SUITE=${suite}`],
      jobs: 1,
    };
    await runSuite(options);
    for (const [name, text] of Object.entries(files)) {
      expect(readFileSync(path.join(suite, name), "utf8")).toBe(text);
    }
    expect(existsSync(path.join(suite, "zz.in"))).toBe(false);
    const again = await runSuite(options);
    expect(again.cases.map((item) => item.verdict)).toEqual(["Accepted", "Accepted"]);
  }, 60_000);

  test("gets no secrets and cannot reach later CI steps", async () => {
    const suite = await makeSuite({ "a.in": "", "a.out": "no secrets\n" });
    const githubEnv = path.join(suite, "..", `github-env-${randomUUID()}`);
    writeFileSync(githubEnv, "");
    const saved = { ...process.env };
    Object.assign(process.env, {
      SECRET_TOKEN: "s3cr3t",
      GITHUB_TOKEN: "ghp_x",
      GITHUB_ENV: githubEnv,
      GITHUB_PATH: githubEnv,
      MY_API_KEY_SECRET: "k",
    });
    try {
      const result = await runSuite({ suite, command: hostile("leak-secrets.sh") });
      expect(result.cases[0]).toMatchObject({ verdict: "Accepted", actual: "no secrets\n" });
      expect(readFileSync(githubEnv, "utf8")).toBe("");
    } finally {
      process.env = saved;
    }
  });

  test("refuses --env for a variable named like a secret", async () => {
    const suite = await makeSuite({ "a.in": "", "a.out": "" });
    await expect(
      runSuite({ suite, command: hostile("leak-secrets.sh"), env: ["GITHUB_TOKEN"] }),
    ).rejects.toThrow("never reach the program");
  });

  test("cannot connect to a server on 127.0.0.1 unless the network is allowed", async () => {
    const server = createServer((socket) => socket.end()).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const suite = await makeSuite({ "a.args": String(port), "a.out": "refused\n" });
      const command = `${process.execPath} ${hostile("connect-localhost.mjs")}`;
      const boxed = await runSuite({ suite, command });
      expect(boxed.cases[0]).toMatchObject({ verdict: "Accepted", actual: "refused\n" });
      const open = await runSuite({ suite, command, allowNetwork: true });
      expect(open.cases[0]?.actual).toBe("connected\n");
    } finally {
      server.close();
    }
  });

  test("leaves nothing running when a case ends, and a daemon holding its output costs no time", async () => {
    const marker = `hostile-${randomUUID()}`;
    const suite = await makeSuite({ "a.args": marker, "a.out": "started\n" });
    const result = await runSuite({
      suite,
      command: hostile("leave-daemons.sh"),
      timeLimitMs: 3000,
    });
    expect(result.cases[0]?.verdict).toBe("Accepted");
    await expect.poll(() => findMarked(marker), { timeout: 10_000 }).toEqual([]);
  });

  // Killed as soon as the box shows up: the moment bwrap's --die-with-parent alone loses about one
  // run in six (measured by hand), which the watchdog in start-program.ts covers.
  test("dies with the grader, even when the grader is killed with SIGKILL", async () => {
    const marker = `hostile-${randomUUID()}`;
    const suite = await makeSuite({ "a.args": marker, "a.out": "" });
    const grader = spawn(process.execPath, [bin, suite, "--cmd", hostile("outlive-grader.sh")], {
      stdio: "ignore",
    });
    await expect.poll(() => findMarked(marker).length, { timeout: 30_000 }).toBeGreaterThan(0);
    grader.kill("SIGKILL");
    await expect.poll(() => findMarked(marker), { timeout: 10_000 }).toEqual([]);
  });

  test("sees its own folder inside a hidden one, and not the folder beside it", async () => {
    const work = await makeSuite({ "alice/mine.txt": "mine\n", "bob/theirs.txt": "answers\n" });
    const suite = await makeSuite({ "a.in": "", "a.out": "mine\nno neighbour\n" });
    const [own, other] = [path.join(work, "alice"), path.join(work, "bob")];
    const result = await runSuite({
      suite,
      command: hostile("read-neighbour.sh"),
      cwd: own,
      hidden: [work],
      env: [`OWN=${own}`, `OTHER=${other}`],
    });
    expect(result.cases[0]).toMatchObject({ verdict: "Accepted", actual: "mine\nno neighbour\n" });
  });

  test("ends every one of 50 daemons it forks", async () => {
    const marker = `hostile-${randomUUID()}`;
    const suite = await makeSuite({ "a.args": marker, "a.out": "forked\n" });
    const result = await runSuite({ suite, command: hostile("fork-daemons.sh") });
    expect(result.cases[0]?.verdict).toBe("Accepted");
    await expect.poll(() => findMarked(marker), { timeout: 10_000 }).toEqual([]);
  });

  test("cannot write a 2 GiB file: the file limit stops it", async () => {
    const suite = await makeSuite({ "a.in": "", "a.out": "wrote 2147483648 bytes\n" });
    const result = await runSuite({ suite, command: hostile("big-file.sh") });
    expect(result.cases[0]?.verdict).not.toBe("Accepted");
  });

  test.runIf(hasCgroup || process.env.CI)(
    "touching 3 GiB is Memory Limit Exceeded, with the peak memory in the result",
    async () => {
      const suite = await makeSuite({ "a.in": "", "a.out": "touched 3072 MiB\n" });
      const command = `${process.execPath} ${hostile("memory-hog.mjs")}`;
      const result = await runSuite({ suite, command, memoryLimitBytes: 256 * 1024 ** 2 });
      expect(result.cases[0]).toMatchObject({ verdict: "Memory Limit Exceeded", points: 0 });
      expect(result.cases[0]?.memoryBytes).toBeGreaterThan(200 * 1024 ** 2);
    },
  );

  test("--update never writes through a link the program's .out was replaced by", async () => {
    const outside = await makeSuite({ "target.txt": "keep me\n" });
    const suite = await makeSuite({ "a.in": "new\n" });
    symlinkSync(path.join(outside, "target.txt"), path.join(suite, "a.out"));
    const command = "cat";
    const result = await runSuite({ suite, command, update: true });
    expect(result.notUpdatedFiles).toEqual([
      { file: path.join(suite, "a.out"), reason: expect.stringContaining("not a plain file") },
    ]);
    expect(readFileSync(path.join(outside, "target.txt"), "utf8")).toBe("keep me\n");
  });

  test("a file name that is not UTF-8 is a clear error, not a crash", async () => {
    const suite = await makeSuite({ "a.in": "", "a.out": "" });
    writeFileSync(
      Buffer.concat([Buffer.from(`${suite}/b`), Buffer.from([0xff, 0x2e, 0x69, 0x6e])]),
      "",
    );
    await expect(runSuite({ suite, command: "cat" })).rejects.toThrow("whose name is not UTF-8");
  });
});

// Issue 22, row 2: copies of the suite lie beside it (a game's `fixtures`, the harness's shipped
// ones), so hiding the suite folder alone left the expected outputs readable.
describe.runIf(canBox || process.env.CI)(
  "row 2: a program searching for a copy of the cases",
  () => {
    const cases = {
      "a.in": "roll 3\n",
      "a.out": "Player 1 moves to 3\n",
      "b.in": "roll 5\nroll 1\n",
      "b.out": "Player 1 moves to 5\nPlayer 2 moves to 1\n",
    };
    /** A folder holding the suite, a copy of it in a subfolder, and a copy under other names. */
    function makeFolder(): Promise<string> {
      const files: Record<string, string> = {};
      for (const [name, text] of Object.entries(cases)) {
        files[`suite/${name}`] = text;
        files[`packages/game/fixtures/${name}`] = text;
        files[`notes/old/${name.replace(".in", ".input").replace(".out", ".expected")}`] = text;
      }
      return makeSuite(files);
    }
    const command = hostile("find-expected-copy.sh");

    // From the folder, a command naming its own file is not shown the folder; with --cwd (or as a
    // class's student folder, `commandDir`) it is, and the copies in it are found by content.
    type Found = { verdict: string; firstDifference?: { actual: string | null } };
    /** `games-grade SUITE --cmd COMMAND`, started in `folder`: its report's cases. */
    async function gradeFrom(folder: string, suite: string): Promise<readonly Found[]> {
      const args = [bin, suite, "--cmd", command, "-r", "json"];
      const { stdout } = await execa(process.execPath, args, { reject: false, cwd: folder });
      return (JSON.parse(stdout) as { cases: Found[] }).cases;
    }
    test.each([
      ["graded from that folder", gradeFrom],
      [
        "given that folder with --cwd",
        async (cwd: string, suite: string): Promise<readonly Found[]> =>
          (await runSuite({ suite, command, cwd })).cases,
      ],
      [
        "given that folder as a class's student folder",
        async (commandDir: string, suite: string): Promise<readonly Found[]> =>
          (await runSuite({ suite, command, commandDir })).cases,
      ],
    ])(
      "%s, it finds none: Wrong Answer on every case",
      async (_, grade) => {
        const folder = await makeFolder();
        const suite = path.join(folder, "suite");
        const cases = await grade(folder, suite);
        expect(cases.map((item) => [item.verdict, item.firstDifference?.actual])).toEqual([
          ["Wrong Answer", "no copy found\n"],
          ["Wrong Answer", "no copy found\n"],
        ]);
      },
      60_000,
    );

    test("with the suite's cases links to files in its folder, it finds none of those either", async () => {
      const files = Object.fromEntries(
        Object.entries(cases).map(([name, text]) => [`cases/${name}`, text]),
      );
      const folder = await makeSuite(files);
      const suite = path.join(folder, "suite");
      mkdirSync(suite);
      for (const name of Object.keys(cases)) {
        symlinkSync(path.join(folder, "cases", name), path.join(suite, name));
      }
      const result = await runSuite({ suite, command, cwd: folder });
      expect(result.cases.map((item) => [item.verdict, item.actual])).toEqual([
        ["Wrong Answer", "no copy found\n"],
        ["Wrong Answer", "no copy found\n"],
      ]);
    }, 60_000);

    // Not byte-equal to a case, so no search by content finds them: a revlog frames each
    // revision, Subversion 1.15 may compress a pristine copy.
    test.each([
      [".hg/store/data/suite/a.out.i", `\0\0\0\u0001u${cases["a.out"]}`],
      [".svn/pristine/4f/4f1e.svn-base", `SVN\u0001${cases["a.out"]}`],
    ])(
      "in a checkout, the history in %s is not there",
      async (store, text) => {
        const folder = await makeSuite({
          [store]: text,
          "suite/a.in": "",
          "suite/a.out": "no history\n",
        });
        const suite = path.join(folder, "suite");
        const env = [`REPO=${folder}`, `STORE=${store}`];
        const result = await runSuite({
          suite,
          command: hostile("read-history.sh"),
          cwd: folder,
          env,
        });
        expect(result.cases[0]).toMatchObject({ verdict: "Accepted", actual: "no history\n" });
      },
      30_000,
    );

    test("without a box to hide them (basic), the same search finds the answers", async () => {
      const folder = await makeFolder();
      const suite = path.join(folder, "suite");
      const env = [`ROOTS=${folder}`];
      const result = await runSuite({ suite, command, commandDir: folder, sandbox: "basic", env });
      expect(result.cases.map((item) => item.verdict)).toEqual(["Accepted", "Accepted"]);
    }, 60_000);

    const repository = fileURLToPath(new URL("../../../", import.meta.url));
    const fuzzFromRepository = (args: readonly string[], env: Record<string, string> = {}) =>
      execa(
        process.execPath,
        [bin, "fuzz", "--game", "goose", "--cmd", hostile("run-found-game.sh"), ...args],
        { reject: false, cwd: repository, env: { NO_COLOR: "1", ...env } },
      );
    // Cases it finds go to a folder of the test's, not the repository's `fuzz-cases`.
    const fuzzOut = mkdtempSync(path.join(tmpdir(), "hostile-fuzz-"));
    const fuzzArgs = ["--runs", "2", "--max-size", "3", "--shrink-limit", "0", "--out", fuzzOut];

    test("fuzzed from the repository's folder, it finds no reference game to run in its place", async () => {
      const result = await fuzzFromRepository(fuzzArgs);
      // A plain user without a delegated cgroup is warned of it; nothing else is said.
      const said = result.stderr.split("\n").filter((line) => !line.includes("no writable cgroup"));
      expect(said.filter(Boolean)).toEqual([]);
      expect(result.exitCode).toBe(1);
      expect(result.stdout).toContain("nothing to run");
    }, 120_000);

    test("without a box (none), the same search runs the reference and always agrees", async () => {
      const result = await fuzzFromRepository([...fuzzArgs, "--sandbox", "none"], {
        ROOTS: path.join(repository, "packages"),
      });
      expect(result).toMatchObject({ exitCode: 0, stderr: "" });
    }, 120_000);

    /** A suite of goose with one of its cases, graded from the repository's folder (`--cwd`). */
    async function gradeAgainstGoose(options: { sandbox?: "basic"; env?: string[] } = {}) {
      const name = "all-three-players-penalised-at-once";
      const read = (ending: string) =>
        readFileSync(path.join(repository, "fixtures", "goose", `${name}${ending}`), "utf8");
      const files = {
        "suite.json": '{ "game": "goose" }\n',
        "a.in": read(".in"),
        "a.out": read(".out"),
      };
      const suite = await makeSuite(files);
      const command = hostile("run-found-game.sh");
      return runSuite({ suite, command, cwd: repository, ...options });
    }

    test("graded against a game's cases, it finds no game to run in its place", async () => {
      const result = await gradeAgainstGoose();
      expect(result.cases[0]).toMatchObject({
        verdict: "Wrong Answer",
        actual: "nothing to run\n",
      });
    }, 60_000);

    test("without a box to hide it (basic), the same search runs the game and is accepted", async () => {
      const env = [`ROOTS=${path.join(repository, "packages")}`];
      const result = await gradeAgainstGoose({ sandbox: "basic", env });
      expect(result.cases[0]?.verdict).toBe("Accepted");
    }, 60_000);
  },
);

// Issue 22, row 5: the box's mount table names every mount point; a cover over a hidden path
// named the suite it hid.
describe.runIf(canBox || process.env.CI)("row 5: the box's mount table", () => {
  test("names neither the suite, nor a report, nor a copy of the cases", async () => {
    const folder = await makeSuite({
      "suite/a.in": "",
      "suite/a.out": "x\n",
      "copy/a.out": "x\n",
      "reports/grade.json": "{}\n",
      "reports/notes.txt": "kept\n",
    });
    const report = path.join(folder, "reports", "grade.json");
    const suite = path.join(folder, "suite");
    const result = await runSuite({
      suite,
      command: hostile("print-mounts.sh"),
      cwd: folder,
      hidden: [report],
    });
    const table = result.cases[0]?.actual ?? "";
    expect(table).toContain(path.join(folder, "reports", "notes.txt"));
    for (const hidden of [suite, report, path.join(folder, "copy")]) {
      expect(table).not.toContain(hidden);
    }
  }, 60_000);

  test("names nothing of the grader's own folders: the working folder is /box, its files copied in", async () => {
    const suite = await makeSuite({
      "suite.json": '{ "files": ["maps"] }\n',
      "maps/board.txt": "a board\n",
      "a.in": "",
      "a.out": "x\n",
    });
    const result = await runSuite({
      suite,
      command: "sh -c 'pwd; cat maps/board.txt; cat /proc/self/mountinfo'",
    });
    const actual = result.cases[0]?.actual ?? "";
    expect(actual.startsWith("/box\na board\n")).toBe(true);
    expect(actual).toMatch(/ \/box rw/);
    for (const named of ["games-grade-", suite]) expect(actual).not.toContain(named);
  }, 60_000);
});

/** The uids (real, effective, saved, file system) of each host process running `script`. */
function uidsRunning(script: string): number[][] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
        if (!argv[1]?.endsWith(`/${script}`)) return [];
        const line = /^Uid:(.*)$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? "";
        return [line.trim().split(/\s+/).map(Number)];
      } catch {
        return [];
      }
    });
}

/** Root's programs are box users (60000 and up); a plain user's run as that user. */
function isBoxUid(uid: number): boolean {
  const own = process.getuid?.() ?? -1;
  return own === 0 ? uid >= BOX_UID_BASE : uid === own;
}

const isRoot = process.getuid?.() === 0;
const modes = canBox || process.env.CI ? (["strict", "basic"] as const) : (["basic"] as const);

describe("row 1: a program and its build never run as the host's root", () => {
  test.each(modes)(
    "in %s mode, the program cannot write /proc/sys and is a box user",
    async (sandbox) => {
      const suite = await makeSuite({ "a.in": "", "a.out": "kept out\n" });
      const running = runSuite({ suite, command: hostile("become-root.sh"), sandbox });
      await expect.poll(() => uidsRunning("become-root.sh").length, { timeout: 10_000 }).toBe(1);
      for (const uid of uidsRunning("become-root.sh")[0] ?? []) expect(isBoxUid(uid)).toBe(true);
      expect((await running).cases[0]).toMatchObject({ verdict: "Accepted" });
    },
  );

  test.each(modes)(
    "in %s mode, a --build step is a box user too",
    async (sandbox) => {
      // A build sees its own folder, not the test's programs: the script is the student's.
      const script = readFileSync(hostile("become-root.sh"), "utf8");
      const dir = await makeSuite({ "become-root.sh": script });
      const build = runBuildCommand("sh ./become-root.sh", {
        dir,
        timeLimitMs: 20_000,
        sandbox: { sandbox },
        hidden: [],
        secrets: [],
      });
      await expect.poll(() => uidsRunning("become-root.sh").length, { timeout: 10_000 }).toBe(1);
      for (const uid of uidsRunning("become-root.sh")[0] ?? []) expect(isBoxUid(uid)).toBe(true);
      await build;
      expect(statSync(dir).uid).toBe(process.getuid?.());
    },
    30_000,
  );
});

describe("row 3: the box gets descriptors 0, 1 and 2 only", () => {
  test.each(modes)(
    "in %s mode, not one the grader's caller left open",
    async (sandbox) => {
      const suite = await makeSuite({ "a.in": "", "a.out": "0 1 2 3 \nno descriptor 200\n" });
      const leak = path.join(suite, "leak.txt");
      writeFileSync(leak, "");
      const fd = openSync(leak, "a");
      // The grader starts with descriptor 200 open across exec, as after a shell's `200>>leak.txt`.
      const stdio = [...Array.from({ length: 200 }, () => "ignore" as const), fd];
      const grader = spawn(
        process.execPath,
        [bin, suite, "--cmd", hostile("inherited-fds.sh"), "--sandbox", sandbox],
        { stdio },
      );
      closeSync(fd);
      const [code] = await once(grader, "exit");
      expect(readFileSync(leak, "utf8")).toBe("");
      expect(code).toBe(0);
    },
    30_000,
  );
});

const DEV_BOUNDED = "/dev: 0, /dev/shm: 1\n/dev/null takes writes\n";

/** A lock, a shared memory block, a queue and a pool: each needs a writable `/dev/shm`. */
const SHARED_MEMORY = `import multiprocessing as mp
from multiprocessing import shared_memory

if __name__ == "__main__":
    block = shared_memory.SharedMemory(create=True, size=1 << 20)
    block.close()
    block.unlink()
    with mp.Lock():
        pass
    with mp.Pool(2) as pool:
        print(sum(pool.map(abs, [-1, -2])))
    print("shared")
`;

describe.runIf(canBox || process.env.CI)("row 4: the working folder and /tmp are bounded", () => {
  test("60 MiB files one after another fill the working folder and /tmp, never the host's disk", async () => {
    const suite = await makeSuite({ "a.in": "", "a.out": "" });
    const result = await runSuite({ suite, command: hostile("fill-disk.sh"), timeLimitMs: 60_000 });
    expect(result.cases[0]).toMatchObject({
      verdict: "Runtime Error",
      message: expect.stringContaining("disk limit"),
      // 64 MiB of file limit: 192 MiB of working folder hold three, 64 MiB of /tmp one.
      output: "working folder: 3, /tmp: 1\n",
    });
  }, 90_000);

  // bwrap's `/dev` was a writable tmpfs of half the machine's memory, `/dev/shm` in it.
  // A full /dev/shm failed a program (SIGBUS, "No space left on device") as a plain Runtime Error.
  test("a program that fails with /dev/shm full is said to have met the disk limit", async () => {
    const suite = await makeSuite({ "a.in": "", "a.out": "" });
    const command = `sh -c 'i=0; while head -c 62914560 /dev/zero > /dev/shm/f$i; do i=$((i + 1)); done; exit 1'`;
    const result = await runSuite({ suite, command, timeLimitMs: 60_000 });
    expect(result.cases[0]).toMatchObject({
      verdict: "Runtime Error",
      message: expect.stringContaining("disk limit"),
    });
  }, 90_000);

  test("/dev takes no file, /dev/shm one file limit, and /dev/null still takes writes", async () => {
    const suite = await makeSuite({ "a.in": "", "a.out": DEV_BOUNDED });
    const result = await runSuite({ suite, command: hostile("fill-dev.sh"), timeLimitMs: 60_000 });
    expect(result.cases[0]).toMatchObject({ verdict: "Accepted" });
  }, 90_000);

  test.runIf(existsSync("/usr/bin/python3"))(
    "POSIX shared memory still works: Python's multiprocessing",
    async () => {
      const suite = await makeSuite({ "a.in": "", "a.out": "3\nshared\n" });
      const cwd = await makeSuite({ "shm.py": SHARED_MEMORY });
      const result = await runSuite({ suite, command: "python3 shm.py", cwd });
      expect(result.cases[0]).toMatchObject({ verdict: "Accepted" });
    },
    30_000,
  );

  // A plain user's bwrap makes and remounts `/dev` in a user namespace of its own. Where the
  // checkout is closed to other users (a clone in a private temporary folder, as CI's), nobody
  // cannot start the grader: the same test then runs in the suite run as a plain user.
  test.runIf(isRoot && existsSync("/usr/bin/setpriv"))(
    "for a plain user too",
    async ({ skip }) => {
      const suite = await makeSuite({ "a.in": "", "a.out": DEV_BOUNDED });
      const nobody = ["--reuid=65534", "--regid=65534", "--clear-groups"];
      const reach = await execa("setpriv", [...nobody, "test", "-r", bin], { reject: false });
      if (reach.exitCode !== 0) skip("the checkout is closed to other users");
      const grader = [process.execPath, bin, suite, "--cmd", hostile("fill-dev.sh")];
      const { stdout, exitCode } = await execa("setpriv", [...nobody, ...grader], {
        reject: false,
        env: { HOME: suite },
      });
      expect(stdout).toContain("isolation: strict");
      expect(exitCode).toBe(0);
    },
    90_000,
  );
});

describe("a grader that is killed leaves no private folder behind", () => {
  test.each(["SIGKILL", "SIGTERM"] as const)(
    "killed by %s",
    async (signal) => {
      const marker = `hostile-${randomUUID()}`;
      const suite = await makeSuite({ "a.args": marker, "a.out": "" });
      const tmp = await makeSuite({});
      const grader = spawn(process.execPath, [bin, suite, "--cmd", hostile("outlive-grader.sh")], {
        stdio: "ignore",
        env: { ...process.env, TMPDIR: tmp },
      });
      await expect.poll(() => findMarked(marker).length, { timeout: 10_000 }).toBeGreaterThan(0);
      grader.kill(signal);
      await expect.poll(() => findMarked(marker), { timeout: 10_000 }).toEqual([]);
      await expect.poll(() => readdirSync(tmp), { timeout: 10_000 }).toEqual([]);
    },
    40_000,
  );
});

test("in basic mode, what the program started in a new session dies with a grader killed by SIGKILL", async () => {
  const marker = `hostile-${randomUUID()}`;
  const suite = await makeSuite({ "a.args": marker, "a.out": "" });
  const tmp = await makeSuite({});
  const command = hostile("outlive-grader-new-session.sh");
  // As root, a basic run closes the installed fixtures to others, which a grader killed by SIGKILL
  // gives back only once another grader lets go of them (security.md): the test gives them back.
  const fixtures = fileURLToPath(new URL("../../fixtures", import.meta.url));
  const mode = statSync(fixtures).mode;
  const grader = spawn(process.execPath, [bin, suite, "--cmd", command, "--sandbox", "basic"], {
    stdio: "ignore",
    env: { ...process.env, TMPDIR: tmp },
  });
  // Both sleepers started (the script and the grader's wrapper carry the marker too).
  const sleepers = () =>
    findMarked(marker).filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").startsWith("sh\0-c\0sleep 300");
      } catch {
        return false;
      }
    });
  try {
    await expect.poll(() => sleepers().length, { timeout: 10_000 }).toBe(2);
    grader.kill("SIGKILL");
    await expect.poll(() => findMarked(marker), { timeout: 10_000 }).toEqual([]);
    await expect.poll(() => readdirSync(tmp), { timeout: 10_000 }).toEqual([]);
  } finally {
    grader.kill("SIGKILL");
    // Only what it had for others comes back: another test's grader may hold it closed meanwhile.
    if (isRoot) chmodSync(fixtures, (statSync(fixtures).mode | (mode & 0o007)) & 0o7777);
  }
}, 40_000);

describe.runIf(isRoot)(
  "basic mode as root (no user namespaces): the cases are closed to the box user",
  () => {
    test("reads neither the suite nor the installed fixtures, and writes its own folder", async () => {
      const suite = await makeSuite({ "a.in": "", "a.out": "no cases\n" });
      const fixtures = fileURLToPath(new URL("../../fixtures", import.meta.url));
      const before = statSync(suite).mode;
      const result = await runSuite({
        suite,
        command: hostile("read-cases.sh"),
        sandbox: "basic",
        env: [`SUITE=${suite}`, `FIXTURES=${fixtures}`],
      });
      expect(result.cases[0]).toMatchObject({ verdict: "Accepted" });
      // Given back their permissions once the runs are over: the suite at once, the installed
      // fixtures once no other grader's runs hold them (the basic runs of other test files).
      expect(statSync(suite).mode).toBe(before);
      // Their mode as checked out, read from a folder beside them that no grader closes.
      const checkedOut = statSync(path.join(fixtures, "..", "src")).mode & 0o777;
      await expect
        .poll(() => statSync(fixtures).mode & 0o777, { timeout: 30_000 })
        .toBe(checkedOut);
    });

    // Two graders, each a process of its own, as two teachers' gradings on one machine. Here, not
    // in a file of their own: a strict box made meanwhile by another test of this file may bind
    // entries inside the fixtures these runs close (vitest runs the tests of a file one at a time).
    const fixtures = fileURLToPath(new URL("../../fixtures", import.meta.url));
    // The fixtures' mode as checked out, read from a folder beside them that no grader closes.
    const checkedOut = statSync(fileURLToPath(new URL("../../src", import.meta.url))).mode & 0o777;
    const givenBack = () =>
      expect.poll(() => statSync(fixtures).mode & 0o777, { timeout: 30_000 }).toBe(checkedOut);
    const peek = `sh -c 'sleep 3; ls ${fixtures} > /dev/null 2>&1 && echo read || echo kept out'`;
    /** A grader of its own in basic mode; what the program printed. */
    async function gradeApart(suite: string, command: string): Promise<string | undefined> {
      const args = [bin, suite, "--cmd", command, "--sandbox", "basic", "-r", "json"];
      const { stdout } = await execa(process.execPath, args, { reject: false });
      const report = JSON.parse(stdout) as { cases: { firstDifference?: { actual: string } }[] };
      return report.cases[0]?.firstDifference?.actual;
    }

    test("a second grader's run stays kept out of the fixtures after the first grader ends", async () => {
      const suite = await makeSuite({ "a.in": "", "a.out": "x\n" });
      const first = gradeApart(suite, "sleep 1");
      await new Promise((resolve) => setTimeout(resolve, 300));
      const second = gradeApart(suite, peek);
      await first;
      expect(await second).toBe("kept out\n");
      await givenBack();
    }, 60_000);

    test("a grader killed by SIGKILL leaves them closed only until another grader lets go", async () => {
      const suite = await makeSuite({ "a.in": "", "a.out": "x\n" });
      const args = [bin, suite, "--cmd", "sleep 30", "--sandbox", "basic"];
      const killed = spawn(process.execPath, args, { stdio: "ignore" });
      await expect.poll(() => statSync(fixtures).mode & 0o007, { timeout: 10_000 }).toBe(0);
      killed.kill("SIGKILL");
      await once(killed, "exit");
      expect(await gradeApart(suite, peek)).toBe("kept out\n");
      await givenBack();
    }, 60_000);
  },
);

// A checkout made by `mktemp -d` is closed to others (0700): a root grader's box user must still
// reach the program inside it, in strict mode through its own bwrap's mounts.
describe.runIf(isRoot && (canBox || process.env.CI))(
  "as root, a program in folders closed to others",
  () => {
    test.each(["strict", "basic"] as const)(
      "runs in %s mode, and the folders are closed again after",
      async (sandbox) => {
        const folder = await makeSuite({
          "suite/a.in": "",
          "suite/a.out": "hello\n",
          "project/hello.sh": "#!/bin/sh\necho hello\n",
        });
        const project = path.join(folder, "project");
        chmodSync(path.join(project, "hello.sh"), 0o755);
        for (const closed of [project, folder]) chmodSync(closed, 0o700);
        const suite = path.join(folder, "suite");
        const command = path.join(project, "hello.sh");
        const result = await runSuite({ suite, command, sandbox });
        expect(result.cases[0]).toMatchObject({ verdict: "Accepted", actual: "hello\n" });
        const modes = [project, folder].map((dir) => statSync(dir).mode & 0o777);
        expect(modes).toEqual([0o700, 0o700]);
      },
      60_000,
    );
  },
);
