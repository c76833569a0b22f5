import { existsSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { describeWriteError, makeFolders } from "../../src/suite/make-folders.js";
import { makeSuite } from "../helpers/suites.js";

describe("makeFolders", () => {
  test("makes a folder and the missing ones above it, and leaves one that is there", async () => {
    const root = await makeSuite({ "kept/file": "x" });
    await makeFolders(path.join(root, "a", "b", "c"));
    expect(statSync(path.join(root, "a", "b", "c")).isDirectory()).toBe(true);
    await makeFolders(path.join(root, "kept"));
    expect(existsSync(path.join(root, "kept", "file"))).toBe(true);
  });

  test("refuses a file where a folder on the path should be", async () => {
    const root = await makeSuite({});
    writeFileSync(path.join(root, "taken"), "");
    const making = makeFolders(path.join(root, "taken", "reports"));
    await expect(making).rejects.toMatchObject({ code: "EEXIST" });
    const error = await making.catch((caught) => caught);
    expect(describeWriteError(error)).toBe("a file is where a folder on its path should be");
  });

  // Node's own recursive mkdir tries /proc/x again for ever: the kernel says its parent is missing.
  test.runIf(existsSync("/proc/self"))(
    "fails under /proc, where no folder can be made, rather than hang",
    async () => {
      const making = makeFolders("/proc/no-such-folder/reports");
      await expect(making).rejects.toMatchObject({ code: "ENOENT" });
      expect(describeWriteError(await making.catch((caught) => caught))).toBe(
        "it cannot be made there",
      );
    },
  );
});
