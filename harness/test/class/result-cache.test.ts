import { chmod, mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  findCacheFile,
  readCachedReport,
  writeCachedReport,
} from "../../src/class/result-cache.js";
import { makeReport } from "../helpers/sample-report.js";
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
});
