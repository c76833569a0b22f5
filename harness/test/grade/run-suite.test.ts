import { execFileSync } from "node:child_process";
import { readFileSync, symlinkSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { type CompareMode, type FirstDifference, runSuite } from "../../src/index.js";
import { makeSuite, nodeProgram } from "../helpers/suites.js";

async function gradeOne(program: string, files: Record<string, string>, compare?: CompareMode) {
  const suite = await makeSuite(files);
  const result = await runSuite({
    suite,
    command: nodeProgram(program),
    compare,
    timeLimitMs: 5000,
  });
  expect(result.cases).toHaveLength(1);
  return result.cases[0];
}

const twoLines = { "case.in": "alpha\nbeta\n", "case.out": "alpha\nbeta\n" };

describe("runSuite gives each verdict", () => {
  test("accepts a program whose output is exactly the expected output", async () => {
    const result = await gradeOne("echo-input.mjs", twoLines);
    expect(result).toMatchObject({ verdict: "Accepted", points: 1, maxPoints: 1, exitCode: 0 });
    expect(result?.diff).toBeUndefined();
  });

  test("gives Presentation Error for trailing spaces, and shows them in the diff", async () => {
    const result = await gradeOne("trailing-space.mjs", twoLines);
    expect(result?.verdict).toBe("Presentation Error");
    expect(result?.firstDifference).toEqual({ line: 1, column: 6, expected: "\n", actual: " \n" });
    expect(result?.diff).toContain("+alpha·");
    expect(result?.points).toBe(0);
  });

  test("gives Presentation Error when only letter case differs", async () => {
    expect((await gradeOne("shout.mjs", twoLines))?.verdict).toBe("Presentation Error");
  });

  test("gives Wrong Answer for a wrong line and names where it starts", async () => {
    const result = await gradeOne("wrong-line.mjs", twoLines);
    expect(result?.verdict).toBe("Wrong Answer");
    expect(result?.firstDifference).toMatchObject({ line: 2, column: 1, expected: "beta\n" });
    expect(result?.diff).toContain("-beta\n+not what you wanted");
  });

  test("gives Runtime Error for exit status 1, with standard error kept", async () => {
    const result = await gradeOne("crash.mjs", { "case.in": "", "case.out": "started\n" });
    expect(result).toMatchObject({ verdict: "Runtime Error", exitCode: 1, message: "exit code 1" });
    expect(result?.stderr).toBe("something broke\n");
  });

  test("gives Runtime Error for a program killed by a signal", async () => {
    const result = await gradeOne("kill-self.mjs", { "case.in": "", "case.out": "started\n" });
    expect(result).toMatchObject({
      verdict: "Runtime Error",
      signal: "SIGSEGV",
      message: "killed by SIGSEGV",
    });
  });

  const started = { "case.in": "", "case.out": "started\n" };
  const sandboxes = ["strict", "basic", "none"] as const;

  // In a box, the launcher's shell tells 128 + N as an exit code from a kill by signal N, which
  // bwrap and a basic run's wrapper report alike.
  const ownEnds = [
    [
      "a program's own exit code above 128 is its exit, not a signal: 152 is no time limit",
      nodeProgram("exit-code.mjs", "152"),
      { verdict: "Runtime Error", exitCode: 152, signal: null, message: "exit code 152" },
    ],
    [
      "a program killed by SIGXCPU it sent itself is a Runtime Error, its standard error its own",
      nodeProgram("kill-self.mjs", "SIGXCPU"),
      { verdict: "Runtime Error", signal: "SIGXCPU", message: "killed by SIGXCPU", stderr: "" },
    ],
  ] as const;
  test.each(sandboxes.flatMap((sandbox) => ownEnds.map((end) => [sandbox, ...end] as const)))(
    "in a %s sandbox, %s",
    async (sandbox, _, command, expected) => {
      const suite = await makeSuite(started);
      const result = await runSuite({ suite, command, sandbox, timeLimitMs: 5000 });
      expect(result.cases[0]).toMatchObject(expected);
    },
  );

  const crlf = { line: 1, column: 6, expected: "\n", actual: "\r\n" };
  const noNewline = { line: 2, column: 5, expected: "\n", actual: null };
  test.each<[string, CompareMode, string, string, FirstDifference | undefined]>([
    ["crlf.mjs", "exact", "Presentation Error", "+alpha␍", crlf],
    ["crlf.mjs", "trim-end", "Presentation Error", "+alpha␍", crlf],
    ["crlf.mjs", "tokens", "Accepted", "", undefined],
    [
      "no-final-newline.mjs",
      "exact",
      "Presentation Error",
      "\\ No newline at end of file",
      noNewline,
    ],
    ["no-final-newline.mjs", "trim-end", "Accepted", "", undefined],
    ["no-final-newline.mjs", "tokens", "Accepted", "", undefined],
  ])("grades %s compared %s as %s, with whitespace visible in the diff", async (...row) => {
    const [program, compare, verdict, diffLine, difference] = row;
    const result = await gradeOne(program, twoLines, compare);
    expect(result?.verdict).toBe(verdict);
    expect(result?.diff ?? "").toContain(diffLine);
    expect(result?.firstDifference).toEqual(difference);
  });
});

describe("runSuite runs cases as their files say", () => {
  test("passes the arguments of NAME.args, with or without NAME.in", async () => {
    const suite = await makeSuite({
      "only-args.args": "3  left\tdown",
      "only-args.out": "3\nleft\ndown\n",
      "args-and-input.args": "x\n",
      "args-and-input.in": "ignored\n",
      "args-and-input.out": "x\n",
    });
    const result = await runSuite({ suite, command: nodeProgram("print-args.mjs") });
    expect(result.cases.map((item) => [item.name, item.verdict])).toEqual([
      ["args-and-input", "Accepted"],
      ["only-args", "Accepted"],
    ]);
  });

  test("without a sandbox, runs the program in the suite folder, so relative paths resolve there", async () => {
    const suite = await makeSuite({
      "boards/small.txt": "PPaP\n",
      "read.in": "boards/small.txt\n",
      "read.out": "PPaP\n",
    });
    const command = nodeProgram("read-file.mjs");
    const result = await runSuite({ suite, command, sandbox: "none" });
    expect(result.cases[0]?.verdict).toBe("Accepted");
  });

  test.each(["strict", "basic"] as const)(
    "in a %s sandbox, the files suite.json declares are in the working folder",
    async (sandbox) => {
      const suite = await makeSuite({
        "suite.json": JSON.stringify({ files: ["boards"] }),
        "boards/small.txt": "PPaP\n",
        "read.in": "boards/small.txt\n",
        "read.out": "PPaP\n",
      });
      const result = await runSuite({ suite, command: nodeProgram("read-file.mjs"), sandbox });
      expect(result.cases[0]?.verdict).toBe("Accepted");
      expect(result.isolation?.mode).toBe(sandbox);
    },
  );

  // Opening a FIFO to copy it waited for a writer: the grader hung, and ignored SIGTERM meanwhile.
  test.each(["strict", "basic"] as const)(
    "in a %s sandbox, a FIFO among the files suite.json declares is refused in one line, before any run",
    async (sandbox) => {
      const suite = await makeSuite({
        "suite.json": JSON.stringify({ files: ["boards"] }),
        "boards/small.txt": "PPaP\n",
        "read.in": "boards/small.txt\n",
        "read.out": "PPaP\n",
      });
      execFileSync("mkfifo", [path.join(suite, "boards", "pipe")]);
      const running = runSuite({ suite, command: nodeProgram("read-file.mjs"), sandbox });
      await expect(running).rejects.toThrow(
        'suite.json: files: "boards" holds boards/pipe, which is not a file or folder (a FIFO); only files and folders are copied',
      );
    },
  );

  // Copied in as it was, it gave the program the grader's own environment (and a secret in it).
  test.each(["strict", "basic"] as const)(
    "in a %s sandbox, a link to the kernel's files among the files suite.json declares is refused in one line",
    async (sandbox) => {
      const suite = await makeSuite({
        "suite.json": JSON.stringify({ files: ["boards"] }),
        "boards/small.txt": "PPaP\n",
        "read.in": "boards/env\n",
        "read.out": "\n",
      });
      symlinkSync("/proc/self/environ", path.join(suite, "boards", "env"));
      const running = runSuite({ suite, command: nodeProgram("read-file.mjs"), sandbox });
      await expect(running).rejects.toThrow(
        /^suite\.json: files: "boards" holds boards\/env, which leads to \/proc\/\d+\/environ: a file under \/proc, \/sys or \/dev is the kernel's, never a suite's$/,
      );
    },
  );

  test("without a sandbox, runs the program in suite.json's cwd, relative to the suite", async () => {
    const suite = await makeSuite({
      "suite.json": JSON.stringify({ cwd: "boards" }),
      "boards/small.txt": "PPaP\n",
      "read.in": "small.txt\n",
      "read.out": "PPaP\n",
    });
    const command = nodeProgram("read-file.mjs");
    const result = await runSuite({ suite, command, sandbox: "none" });
    expect(result.cases[0]?.verdict).toBe("Accepted");
  });

  test("compares standard output only for .in/.out cases; --strict-stderr makes stderr a Runtime Error", async () => {
    const suite = await makeSuite(twoLines);
    const command = nodeProgram("noisy.mjs");
    expect((await runSuite({ suite, command })).cases[0]?.verdict).toBe("Accepted");
    const strict = await runSuite({ suite, command, strictStderr: true });
    expect(strict.cases[0]).toMatchObject({
      verdict: "Runtime Error",
      message: "wrote to standard error",
    });
  });

  test("accepts a rejecting exit status that suite.json expects for that case", async () => {
    const suite = await makeSuite({
      "suite.json": JSON.stringify({ cases: { "bad-*": { exitCode: 2 } } }),
      "bad-header.in": "nonsense\n",
      "bad-header.out": "",
      "plain.in": "nonsense\n",
      "plain.out": "",
    });
    const result = await runSuite({ suite, command: nodeProgram("reject.mjs") });
    expect(result.cases.map((item) => [item.name, item.verdict, item.message])).toEqual([
      ["bad-header", "Accepted", undefined],
      ["plain", "Runtime Error", "exit code 2"],
    ]);
  });

  test("counts points per case and sums them in the summary", async () => {
    const suite = await makeSuite({
      "suite.json": JSON.stringify({ points: 10, cases: { heavy: { points: 30 } } }),
      "heavy.in": "a\n",
      "heavy.out": "a\n",
      "light.in": "a\n",
      "light.out": "b\n",
    });
    const { summary } = await runSuite({ suite, command: nodeProgram("echo-input.mjs") });
    expect(summary).toMatchObject({ total: 2, accepted: 1, points: 30, maxPoints: 40 });
    expect(summary.byVerdict).toMatchObject({ Accepted: 1, "Wrong Answer": 1, "Runtime Error": 0 });
  });

  test("uses per-case compare modes from suite.json unless the caller sets one", async () => {
    const suite = await makeSuite({
      "suite.json": JSON.stringify({ cases: { "classroom*": { compare: "trim-end" } } }),
      "classroom1.in": "a\n",
      "classroom1.out": "a\n",
      "template1.in": "a\n",
      "template1.out": "a\n",
    });
    const command = nodeProgram("no-final-newline.mjs");
    const verdicts = (await runSuite({ suite, command })).cases.map((item) => item.verdict);
    expect(verdicts).toEqual(["Accepted", "Presentation Error"]);
    const overridden = (await runSuite({ suite, command, compare: "exact" })).cases.map(
      (item) => item.verdict,
    );
    expect(overridden).toEqual(["Presentation Error", "Presentation Error"]);
  });
});

describe("runSuite on protocol cases", () => {
  const protocol = [
    "ready",
    "# each input gets an answer on stdout, then a log line on stderr",
    "> one",
    "ok one",
    "log one",
    "> bad move",
    "Error, this text does not matter",
    "<r log (bad|good) move",
    "",
  ].join("\n");

  test("sees standard output and standard error as one stream in the order written", async () => {
    const suite = await makeSuite({ "session.protocol": protocol });
    const result = await runSuite({ suite, command: nodeProgram("interleave.mjs") });
    expect(result.cases[0]).toMatchObject({
      name: "session",
      kind: "protocol",
      verdict: "Accepted",
    });
    expect(result.cases[0]?.actual).toBe(
      "ready\nok one\nlog one\nError, cannot bad move\nlog bad move\n",
    );
  });

  test("sends the input lines' bytes as written, bytes that are not UTF-8 included", async () => {
    const file = Buffer.concat([
      Buffer.from("> A"),
      Buffer.from([0xff]),
      Buffer.from("B\n41ff420a\n"),
    ]);
    const suite = await makeSuite({ "bytes.protocol": file });
    const result = await runSuite({ suite, command: nodeProgram("hex-input.mjs") });
    expect(result.cases[0]).toMatchObject({ verdict: "Accepted", actual: "41ff420a\n" });
  });

  test("gives Wrong Answer when the lines come in another order", async () => {
    const swapped = protocol.replace("ok one\nlog one", "log one\nok one");
    const suite = await makeSuite({ "session.protocol": swapped });
    const result = await runSuite({ suite, command: nodeProgram("interleave.mjs") });
    expect(result.cases[0]?.verdict).toBe("Wrong Answer");
    expect(result.cases[0]?.firstDifference).toMatchObject({ line: 2, column: 1 });
  });
});

describe("runSuite with few or no cases", () => {
  test("reports an empty suite as zero cases without needing a program", async () => {
    const suite = await makeSuite({
      "suite.json": JSON.stringify({ game: "not-installed-anywhere" }),
    });
    const result = await runSuite({ suite });
    expect(result.cases).toEqual([]);
    expect(result.summary).toMatchObject({ total: 0, accepted: 0, points: 0, maxPoints: 0 });
  });

  test("grades only the cases the filter selects, in name order", async () => {
    const suite = await makeSuite({
      "spec-2.in": "",
      "spec-2.out": "",
      "spec-10.in": "",
      "spec-10.out": "",
      "other.in": "",
      "other.out": "",
    });
    const command = nodeProgram("echo-input.mjs");
    const names = async (filter: string) =>
      (await runSuite({ suite, command, filter })).cases.map((item) => item.name);
    expect(await names("spec-*")).toEqual(["spec-2", "spec-10"]);
    expect(await names("her")).toEqual(["other"]);
  });

  test("reports each result in case order as soon as it is ready", async () => {
    const files = Object.fromEntries(
      Array.from({ length: 6 }, (_, index) => [
        [`case-${index}.in`, `${index}\n`],
        [`case-${index}.out`, `${index}\n`],
      ]).flat(),
    );
    const suite = await makeSuite(files);
    const seen: string[] = [];
    const result = await runSuite({
      suite,
      command: nodeProgram("echo-input.mjs"),
      jobs: 3,
      onCase: (item) => seen.push(item.name),
    });
    expect(seen).toEqual(result.cases.map((item) => item.name));
    expect(seen).toEqual(["case-0", "case-1", "case-2", "case-3", "case-4", "case-5"]);
  });
});

describe("runSuite finds the program's paths", () => {
  test.each(["strict", "none"] as const)(
    "from --cwd when one is given, not from where the grader started (--sandbox %s)",
    async (sandbox) => {
      const suite = await makeSuite({ "a.in": "hello\n", "a.out": "hello\n" });
      const folder = await makeSuite({ "main.mjs": "process.stdin.pipe(process.stdout);\n" });
      const result = await runSuite({
        suite,
        command: `${process.execPath} main.mjs`,
        cwd: folder,
        sandbox,
      });
      expect(result.cases[0]?.verdict).toBe("Accepted");
      expect(result.program).toBe(`${process.execPath} main.mjs`);
    },
    30_000,
  );
});

// The grader and a class held every case's whole output until the suite ended.
describe("runSuite keeps outputs whole unless asked not to", () => {
  const long = Array.from({ length: 3000 }, (_, index) => `line ${index}\n`).join("");
  const files = { "case.in": long, "case.out": `${long}more\n` };

  test("keeps expected and actual whole by default", async () => {
    const suite = await makeSuite(files);
    const result = await runSuite({ suite, command: nodeProgram("echo-input.mjs") });
    expect(result.cases[0]).toMatchObject({ expected: `${long}more\n`, actual: long });
  });

  test("keeps their last 8 KiB with keepOutputs false, the diff as before", async () => {
    const suite = await makeSuite(files);
    const result = await runSuite({
      suite,
      command: nodeProgram("echo-input.mjs"),
      keepOutputs: false,
    });
    const item = result.cases[0];
    expect(item?.verdict).toBe("Wrong Answer");
    expect(item?.actual).toBe(long.slice(-8192));
    expect(item?.expected).toBe(`${long}more\n`.slice(-8192));
    expect(item?.diff).toContain(
      "@@ -2998,4 +2998,3 @@\n line 2997\n line 2998\n line 2999\n-more",
    );
  });

  test("writes the whole output when it updates the cases, keepOutputs false or not", async () => {
    const suite = await makeSuite(files);
    await runSuite({
      suite,
      command: nodeProgram("echo-input.mjs"),
      keepOutputs: false,
      update: true,
    });
    expect(readFileSync(path.join(suite, "case.out"), "utf8")).toBe(long);
  });
});
