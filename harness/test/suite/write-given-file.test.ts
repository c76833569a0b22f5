import { execFileSync, spawn } from "node:child_process";
import {
  chmodSync,
  closeSync,
  existsSync,
  lstatSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { readAll } from "../../src/sandbox/read-all.js";
import { writeGivenFile } from "../../src/suite/write-inside.js";
import { makeSuite } from "../helpers/suites.js";

const bin = fileURLToPath(new URL("../../bin/games-grade.js", import.meta.url));

// A report's file, named by a user: renamed over as a plain file is, a device became a plain file
// (as root, `-r json=/dev/full`), a link was replaced, and `/dev/stdout` lost what the grader wrote.
describe("a file a user named for a report", () => {
  test("a plain file that is not there is made, with its folders", async () => {
    const dir = await makeSuite({});
    await writeGivenFile(path.join(dir, "reports", "a.json"), "{}\n");
    expect(readFileSync(path.join(dir, "reports", "a.json"), "utf8")).toBe("{}\n");
  });

  test("a link is written through, and stays a link, its file there or not yet", async () => {
    const dir = await makeSuite({ "real.json": "old\n" });
    symlinkSync(path.join(dir, "real.json"), path.join(dir, "link.json"));
    symlinkSync(path.join(dir, "later.json"), path.join(dir, "dangling.json"));
    await writeGivenFile(path.join(dir, "link.json"), "new\n");
    await writeGivenFile(path.join(dir, "dangling.json"), "made\n");
    expect(lstatSync(path.join(dir, "link.json")).isSymbolicLink()).toBe(true);
    expect(lstatSync(path.join(dir, "dangling.json")).isSymbolicLink()).toBe(true);
    expect(readFileSync(path.join(dir, "real.json"), "utf8")).toBe("new\n");
    expect(readFileSync(path.join(dir, "later.json"), "utf8")).toBe("made\n");
  });

  test.runIf(existsSync("/dev/shm"))(
    "a plain file in /dev/shm is written anew, not appended to",
    async () => {
      const file = path.join("/dev/shm", `write-given-file-${process.pid}.json`);
      try {
        await writeGivenFile(file, "first\n");
        await writeGivenFile(file, "second\n");
        expect(readFileSync(file, "utf8")).toBe("second\n");
      } finally {
        rmSync(file, { force: true });
      }
    },
  );

  // A shell's `>` keeps a file's mode; renamed over, a report kept private (0600) became 0644.
  test("a plain file written anew keeps its mode", async () => {
    const dir = await makeSuite({ "a.json": "old\n" });
    const file = path.join(dir, "a.json");
    chmodSync(file, 0o600);
    await writeGivenFile(file, "new\n");
    expect(statSync(file).mode & 0o7777).toBe(0o600);
    expect(readFileSync(file, "utf8")).toBe("new\n");
  });

  test("a pipe is written to in place, and stays a pipe", async () => {
    const dir = await makeSuite({});
    const fifo = path.join(dir, "pipe");
    execFileSync("mkfifo", [fifo]);
    const reader = spawn("cat", [fifo], { stdio: ["ignore", "pipe", "inherit"] });
    await writeGivenFile(fifo, "through\n");
    expect(await readAll(reader.stdout)).toBe("through\n");
    expect(statSync(fifo).isFIFO()).toBe(true);
  });

  test("the grader's standard output, named /dev/stdout, keeps what it wrote before the report", async () => {
    const suite = await makeSuite({ "a.in": "x\n", "a.out": "x\n" });
    const file = path.join(suite, "..", `${path.basename(suite)}-out.txt`);
    const out = openSync(file, "w");
    const grader = spawn(process.execPath, [bin, suite, "--cmd", "cat", "-r", "json=/dev/stdout"], {
      stdio: ["ignore", out, "inherit"],
    });
    closeSync(out);
    await new Promise((resolve) => grader.on("exit", resolve));
    const text = readFileSync(file, "utf8");
    expect(text).toContain("1 case: 1 Accepted");
    expect(JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1))).toMatchObject({
      format: "games-grade-report/1",
    });
    expect(text.endsWith("reports: /dev/stdout (json)\n")).toBe(true);
  });
});
