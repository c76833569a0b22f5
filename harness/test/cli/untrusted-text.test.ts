import { chmodSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { runCli } from "../../src/cli/run-cli.js";
import { makeEchoClass } from "../helpers/echo-class.js";
import { makeIo } from "../helpers/memory-io.js";
import { makeSuite, nodeProgram } from "../helpers/suites.js";
import { checkWellFormed } from "../helpers/well-formed-xml.js";

/**
 * The workflow commands GitHub's runner would act on in `log`: a line starting (after spaces)
 * with `::` outside a `::stop-commands::TOKEN` … `::TOKEN::` stretch, or `##[` anywhere. The
 * runner reads CR as a line break too.
 */
function findWorkflowCommands(log: string): string[] {
  const commands: string[] = [];
  let stopToken: string | undefined;
  for (const line of log.split(/\r\n|\r|\n/)) {
    // As .NET's TrimStart: every Unicode space, U+0085 too.
    const trimmed = line.replace(/^[\s\u0085]+/, "");
    if (line.includes("##[")) commands.push(line);
    if (stopToken !== undefined) {
      if (trimmed === `::${stopToken}::`) stopToken = undefined;
      continue;
    }
    const stop = /^::stop-commands::(.+)$/.exec(trimmed);
    if (stop !== null) stopToken = stop[1];
    else if (trimmed.startsWith("::")) commands.push(line);
  }
  return commands;
}

/** Two cases of the hostile program: a wrong answer, and a crash whose output and errors are shown. */
async function gradeHostile(...options: string[]) {
  const suite = await makeSuite({
    "wrong.out": "a line\n",
    "crash.args": "3",
    "crash.out": "a line\n",
  });
  const io = makeIo([
    suite,
    "--cmd",
    nodeProgram("hostile/workflow-commands.mjs"),
    "-v",
    ...options,
  ]);
  const status = await runCli(io, { NO_COLOR: "1", GITHUB_ACTIONS: "true" });
  return { status, text: io.text(), errorText: io.errorText() };
}

describe("text a graded program printed stays text", () => {
  test("the terminal report shows escapes as text and guards every write in GitHub Actions", async () => {
    const { status, text } = await gradeHostile();
    expect(status).toBe(1);
    expect(text).toContain("::error::pwned by the program");
    expect(text).toContain("\\x1b[2J\\x1b[Hcleared the screen");
    expect(text).toContain("\\x1b]0;a new window title\\x07set the title");
    expect(text).toContain("#\\x23[error]old-style command");
    expect(text).not.toContain("\u001b");
    expect(text).not.toContain("\u0007");
    expect(text).not.toContain("\r");
    expect(findWorkflowCommands(text)).toEqual([]);
    const token = /::stop-commands::([0-9a-f]+)\n/.exec(text)?.[1] ?? "";
    expect(token).toHaveLength(32);
  });

  test("outside GitHub Actions the terminal report is not wrapped, and escapes still show", async () => {
    const suite = await makeSuite({ "wrong.out": "a line\n" });
    const io = makeIo([suite, "--cmd", nodeProgram("hostile/workflow-commands.mjs")]);
    expect(await runCli(io, { NO_COLOR: "1" })).toBe(1);
    expect(io.text()).not.toContain("::stop-commands::");
    expect(io.text()).toContain("\\x1b[2J");
    expect(io.text()).not.toContain("\u001b");
  });

  test.each([
    ["junit", "<system-err>"],
    ["json", '"stderr":'],
    ["html", "<h3>standard error</h3>"],
  ])("--reporter %s on standard output cannot act as a workflow command", async (kind, marker) => {
    const { text } = await gradeHostile("-r", kind);
    expect(text).toContain(marker);
    expect(text).toContain("add-mask");
    expect(findWorkflowCommands(text)).toEqual([]);
    expect(text).not.toContain("\u001b");
    if (kind === "junit") checkWellFormed(text);
    if (kind === "json") expect(JSON.parse(text).cases[0].stderr).toContain("##[error]old-style");
  });

  test("GitHub annotations carry the program's text as data only", async () => {
    const suite = await makeSuite({ "a.in": "::error::x\n##[group]y\n", "a.out": "other\n" });
    const io = makeIo([suite, "--cmd", nodeProgram("echo-input.mjs"), "-r", "github"]);
    expect(await runCli(io, { NO_COLOR: "1", GITHUB_ACTIONS: "true" })).toBe(1);
    const annotations = io
      .text()
      .split("\n")
      .filter((line) => line.startsWith("::error "));
    expect(annotations).toHaveLength(1);
    expect(findWorkflowCommands(io.text())).toEqual(annotations);
    expect(annotations[0]).not.toContain("##[");
  });
});

describe("a class's log in GitHub Actions", () => {
  test("a student's name and a build's error line cannot act as workflow commands", async () => {
    const { classArgs } = await makeEchoClass(["ana", "eve##[add-mask]ana"], {
      "subs/ana/build.sh": "echo '##[error]from the build' >&2; exit 1\n",
    });
    const io = makeIo([...classArgs("out"), "--build", "if [ -f build.sh ]; then sh build.sh; fi"]);
    expect(await runCli(io, { NO_COLOR: "1", GITHUB_ACTIONS: "true" })).toBe(0);
    const log = io.text() + io.errorText();
    expect(log).toContain("#\\x23[error]from the build");
    expect(log).toContain("eve#\\x23[add-mask]ana");
    expect(findWorkflowCommands(log)).toEqual([]);
  });
});

describe.runIf(process.getuid?.() === 0)("a class's log in GitHub Actions, graded as root", () => {
  // A box user reads what others may: a file of the student's closed to them is named in a warning.
  test("a student's file named in a warning cannot start a line of workflow command", async () => {
    const name = "notes\n::error title=grader::pwned\n.txt";
    const { root, classArgs } = await makeEchoClass(["eve"], { [`subs/eve/${name}`]: "x" });
    chmodSync(path.join(root, "subs/eve", name), 0o600);
    const io = makeIo([...classArgs("out"), "--sandbox", "strict"]);
    expect(await runCli(io, { NO_COLOR: "1", GITHUB_ACTIONS: "true" })).toBe(0);
    const log = io.text() + io.errorText();
    expect(log).toContain("cannot read");
    expect(findWorkflowCommands(log)).toEqual([]);
  });
});

describe.runIf(process.getuid?.() === 0)(
  "one program's log in GitHub Actions, graded as root",
  () => {
    test("a file of the program's folder named in a warning cannot start a line of workflow command", async () => {
      const name = "notes\n::error title=grader::pwned\n.txt";
      const suite = await makeSuite({ "a.in": "x\n", "a.out": "x\n" });
      const folder = await makeSuite({ [name]: "x" });
      chmodSync(path.join(folder, name), 0o600);
      const io = makeIo([suite, "--cmd", "cat", "--cwd", folder, "--sandbox", "strict"]);
      expect(await runCli(io, { NO_COLOR: "1", GITHUB_ACTIONS: "true" })).toBe(0);
      const log = io.text() + io.errorText();
      expect(log).toContain("cannot read");
      expect(findWorkflowCommands(log)).toEqual([]);
    });
  },
);

describe("exact compares bytes", () => {
  const wrongByte = Buffer.from([0x41, 0xff, 0x42, 0x0a]);
  const sameBytes = Buffer.from([0x41, 0xfe, 0x42, 0x0a]);

  test("A\\xfeB printed where A\\xffB is expected is a Wrong Answer, shown with both bytes", async () => {
    const suite = await makeSuite({ "bytes.out": wrongByte });
    const io = makeIo([suite, "--cmd", nodeProgram("hostile/not-utf8.mjs")]);
    expect(await runCli(io, { NO_COLOR: "1" })).toBe(1);
    expect(io.text()).toContain("Wrong Answer");
    expect(io.text()).toContain('expected "\\xffB\\n", got "\\xfeB\\n"');
    expect(io.text()).toContain("-A\\xffB\n    +A\\xfeB");
  });

  test("the same bytes are Accepted, and --update writes the output's bytes unchanged", async () => {
    const suite = await makeSuite({ "bytes.out": sameBytes });
    const grade = (...args: string[]) =>
      runCli(makeIo([suite, "--cmd", nodeProgram("hostile/not-utf8.mjs"), ...args]), {
        NO_COLOR: "1",
      });
    expect(await grade()).toBe(0);
    await writeFile(path.join(suite, "bytes.out"), wrongByte);
    expect(await grade("--update")).toBe(0);
    expect(await readFile(path.join(suite, "bytes.out"))).toEqual(sameBytes);
  });
});
