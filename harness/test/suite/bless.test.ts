import { spawnSync } from "node:child_process";
import { chmod, chown, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { runSuite } from "../../src/index.js";
import { parseProtocol } from "../../src/suite/parse-protocol.js";
import { rewriteProtocol, toProtocolLine } from "../../src/suite/rewrite-protocol.js";
import { makeSuite, nodeProgram } from "../helpers/suites.js";

describe("update (bless)", () => {
  test("writes the actual output of failed and new .out cases, and leaves the rest alone", async () => {
    const suite = await makeSuite({
      "same.in": "a\n",
      "same.out": "a\n",
      "wrong.in": "b\n",
      "wrong.out": "old\n",
      "new.in": "c\n",
    });
    const result = await runSuite({ suite, command: nodeProgram("echo-input.mjs"), update: true });
    expect(result.updatedFiles).toEqual([
      path.join(suite, "new.out"),
      path.join(suite, "wrong.out"),
    ]);
    expect(await readFile(path.join(suite, "wrong.out"), "utf8")).toBe("b\n");
    expect(await readFile(path.join(suite, "new.out"), "utf8")).toBe("c\n");
    const again = await runSuite({ suite, command: nodeProgram("echo-input.mjs") });
    expect(again.summary.accepted).toBe(3);
  });

  // Renamed over by a new file, a teacher's 0600 hidden case became 0644 and root's.
  test("keeps a rewritten file's mode, and as root its owner", async () => {
    const suite = await makeSuite({ "t.in": "a\n", "t.out": "b\n", "n.in": "c\n" });
    const file = path.join(suite, "t.out");
    await chmod(file, 0o600);
    const root = process.geteuid?.() === 0;
    if (root) await chown(file, 65534, 65534);
    const result = await runSuite({ suite, command: nodeProgram("echo-input.mjs"), update: true });
    expect(result.updatedFiles).toEqual([path.join(suite, "n.out"), file]);
    const after = await stat(file);
    expect(after.mode & 0o7777).toBe(0o600);
    if (root) expect([after.uid, after.gid]).toEqual([65534, 65534]);
    expect(await readFile(file, "utf8")).toBe("a\n");
    expect((await stat(path.join(suite, "n.out"))).uid).toBe(process.geteuid?.());
  });

  // Root in a user namespace (rootless containers) sees a file of an unmapped user as 65534, which
  // fchown refuses: the whole --update stopped there with an internal error.
  test.runIf(process.geteuid?.() === 0 && canUnshareUser())(
    "rewrites a file whose owner it cannot give back, keeping its mode",
    async () => {
      const suite = await makeSuite({ "t.in": "a\n", "t.out": "b\n" });
      const file = path.join(suite, "t.out");
      await chmod(file, 0o644);
      await chown(file, 1234, 1234);
      const bin = fileURLToPath(new URL("../../bin/games-grade.js", import.meta.url));
      const graded = spawnSync(
        "unshare",
        ["-U", "-r", process.execPath, bin, suite, "--cmd", "cat", "--sandbox", "none", "--update"],
        { encoding: "utf8" },
      );
      expect(graded.stderr).toBe("");
      expect(graded.status).toBe(0);
      expect(await readFile(file, "utf8")).toBe("a\n");
      expect((await stat(file)).mode & 0o7777).toBe(0o644);
    },
  );

  test("never blesses the output of a crash", async () => {
    const suite = await makeSuite({ "x.in": "", "x.out": "keep\n" });
    const result = await runSuite({ suite, command: nodeProgram("crash.mjs"), update: true });
    expect(result.updatedFiles).toEqual([]);
    expect(await readFile(path.join(suite, "x.out"), "utf8")).toBe("keep\n");
  });

  test("rewrites a protocol's expected lines, keeping its input, comments and matching patterns", async () => {
    const before = [
      "ready",
      "# first",
      "> one",
      "wrong",
      "log one",
      "> bad",
      "<e",
      "stale",
      "",
    ].join("\n");
    const suite = await makeSuite({ "talk.protocol": before });
    const result = await runSuite({ suite, command: nodeProgram("interleave.mjs"), update: true });
    expect(result.updatedFiles).toHaveLength(1);
    expect(await readFile(path.join(suite, "talk.protocol"), "utf8")).toBe(
      ["ready", "# first", "> one", "ok one", "log one", "> bad", "<e", "log bad", ""].join("\n"),
    );
  });
});

describe("rewriteProtocol", () => {
  test("puts output of a protocol with no expected lines after its input", () => {
    expect(rewriteProtocol(parseProtocol("> a\n> b\n", "p"), "x\ny\n")).toBe("> a\n> b\nx\ny\n");
  });

  test("puts new lines after the expected line they follow", () => {
    const entries = parseProtocol("hello\n> a\nA\n> b\nB\n", "p");
    expect(rewriteProtocol(entries, "hello\nA\nA2\nB\n")).toBe("hello\n> a\nA\nA2\n> b\nB\n");
  });

  test.each([
    ["plain", "plain"],
    ["# not a comment", "<r # not a comment"],
    ["> not input", "<r > not input"],
    ["a.b\r", "<r a\\.b\\r"],
    ["<each", "<r <each"],
    ["Error,no space", "<r Error,no space"],
    ["Error, a pattern", "Error, a pattern"],
  ])("writes the output line %j as %j", (line, written) => {
    expect(toProtocolLine(line)).toBe(written);
  });
});

function canUnshareUser(): boolean {
  return spawnSync("unshare", ["-U", "-r", "true"]).status === 0;
}
