import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmod, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  findCacheFile,
  readCachedReport,
  writeCachedReport,
} from "../../src/class/result-cache.js";
import { runCli } from "../../src/cli/run-cli.js";
import { GraderError } from "../../src/sandbox/grader-error.js";
import { classCommandLine, makeEchoClass } from "../helpers/echo-class.js";
import { makeIo } from "../helpers/memory-io.js";
import { makeCase, makeReport } from "../helpers/sample-report.js";
import { makeSuite } from "../helpers/suites.js";

describe("the kept results of a class", () => {
  test("are read back under their key, and not under another", async () => {
    const file = findCacheFile(path.join(await makeSuite({}), ".cache"), "ana");
    const report = makeReport([]);
    await writeCachedReport(file, "key-1", report);
    expect(await readCachedReport(file, "key-1")).toEqual(report);
    expect(await readCachedReport(file, "key-2")).toBeUndefined();
  });

  // Written while other students' programs run: a report holds the expected output of each case
  // it failed, and in basic mode as root only permissions keep a program out.
  test("are the teacher's alone, in a folder made or kept before", async () => {
    const cache = path.join(await makeSuite({}), ".cache");
    await mkdir(cache, { mode: 0o755 });
    await chmod(cache, 0o755);
    const file = findCacheFile(cache, "ana");
    await writeCachedReport(file, "key", makeReport([]));
    expect((await stat(cache)).mode & 0o777).toBe(0o700);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  // A box hides the folder in the system's folders (`--out` under `/opt`) only if it is there when
  // the box is planned, before the first student is done; it was made by the first kept result.
  test("are kept in a folder made before the first student's program runs", async () => {
    const root = await makeSuite({ "suite/a.in": "hi\n", "suite/a.out": "there\n" });
    const out = path.join(root, "out");
    await mkdir(path.join(root, "subs/ana"), { recursive: true });
    await writeFile(
      path.join(root, "subs/ana/main.mjs"),
      `import { existsSync } from "node:fs";
console.log(existsSync(${JSON.stringify(path.join(out, ".cache"))}) ? "there" : "missing");`,
    );
    const io = makeIo(classCommandLine(root, "--out", out, "--sandbox", "none"));
    expect(await runCli(io, { NO_COLOR: "1" })).toBe(0);
    expect(io.text()).toMatch(/✓ ana +1\/1\n/);
  }, 60_000);

  // José's folder was `José_Müller-` and 16 digits beside a submission named as his eight-digit
  // one; withdrawn, its folder was José's again, and his kept row linked to its report.
  test("are shown from their student's folder even when it held another's before", async () => {
    const hash = createHash("sha256").update("José Müller").digest("hex").slice(0, 8);
    const { root, classArgs } = await makeEchoClass(["José Müller"], {
      [`subs/José_Müller-${hash}/main.mjs`]: 'console.log("not an echo");',
    });
    const grade = async () => {
      const io = makeIo(classArgs("out"));
      expect(await runCli(io, { NO_COLOR: "1" })).toBe(0);
      return io.text();
    };
    expect(await grade()).toMatch(new RegExp(`✗ José_Müller-${hash} +0/1`));
    await rm(path.join(root, `subs/José_Müller-${hash}`), { recursive: true });
    expect(await grade()).toMatch(/✓ José Müller +1\/1/);
    const folder = path.join(root, "out/students", `José_Müller-${hash}`);
    const report = JSON.parse(await readFile(path.join(folder, "report.json"), "utf8"));
    expect(report.cases[0].verdict).toBe("Accepted");
    expect(await readFile(path.join(folder, "report.html"), "utf8")).not.toContain("not an echo");
  }, 60_000);

  // It was an internal error, the class's log cut there, and a half-written temporary file left.
  test.runIf(process.getuid?.() === 0)(
    "one a full disk cannot hold stops the class in one line, leaving no temporary file",
    async () => {
      const cache = path.join(await makeSuite({}), ".cache");
      await mkdir(cache);
      expect(spawnSync("mount", ["-t", "tmpfs", "-o", "size=16k", "tmpfs", cache]).status).toBe(0);
      try {
        const report = makeReport([makeCase("a", { stderr: "x".repeat(100_000) })]);
        const error = await writeCachedReport(findCacheFile(cache, "ana"), "key", report).catch(
          (thrown: unknown) => thrown,
        );
        expect(error).toBeInstanceOf(GraderError);
        expect((error as Error).message).toBe(
          `cannot keep a result in ${cache}: no space left on the device`,
        );
        expect(await readdir(cache)).toEqual([]);
      } finally {
        spawnSync("umount", ["-l", cache]);
      }
    },
  );
});
