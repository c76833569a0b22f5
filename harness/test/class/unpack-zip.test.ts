import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { describe, expect, test } from "vitest";
import { createBudget } from "../../src/class/submission-budget.js";
import { SubmissionProblem } from "../../src/class/submission-problem.js";
import { unpackZip } from "../../src/class/unpack-zip.js";
import { makeSuite } from "../helpers/suites.js";

const limits = () => createBudget({ maxBytes: 64 * 1024, maxEntries: 20 });

/** Writes a zip of `entries` (name → text) made here, and returns its path and a folder to unpack to. */
async function makeZip(entries: Record<string, string | Uint8Array>) {
  const dir = await makeSuite({});
  const file = path.join(dir, "submission.zip");
  const data = Object.fromEntries(
    Object.entries(entries).map(([name, text]) => [
      name,
      typeof text === "string" ? strToU8(text) : text,
    ]),
  );
  await writeFile(file, zipSync(data));
  return { file, dest: path.join(dir, "out") };
}

describe("unpackZip", () => {
  test("unpacks files and folders, leaving out what macOS adds", async () => {
    const { file, dest } = await makeZip({
      "project/src/Main.java": "class Main {}\n",
      "project/README": "hi\n",
      "__MACOSX/project/._Main.java": "junk",
    });
    await unpackZip(file, dest, limits());
    expect(await readFile(path.join(dest, "project/src/Main.java"), "utf8")).toBe(
      "class Main {}\n",
    );
    expect(existsSync(path.join(dest, "__MACOSX"))).toBe(false);
  });

  test.each([
    ["../escaped.txt"],
    ["project/../../escaped.txt"],
    ["/tmp/escaped.txt"],
    ["C:\\escaped.txt"],
  ])("refuses a zip with an entry that escapes its folder (zip-slip): %s", async (name) => {
    const { file, dest } = await makeZip({ "Main.java": "class Main {}\n", [name]: "evil\n" });
    const error = await unpackZip(file, dest, limits()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SubmissionProblem);
    expect((error as Error).message).toMatch(/outside its folder \(zip-slip\), refused/);
    expect(existsSync(path.join(dest, "..", "escaped.txt"))).toBe(false);
    expect(existsSync(path.join(dest, "Main.java"))).toBe(false); // nothing written at all
  });

  test("refuses a zip that unpacks past the size limit (a zip bomb), writing nothing", async () => {
    // 1 MiB of zeros compresses to about a kilobyte: small as a file, 16 times the limit unpacked.
    const { file, dest } = await makeZip({
      "a.txt": "x",
      "zeros.bin": new Uint8Array(1024 * 1024),
    });
    expect((await readFile(file)).length).toBeLessThan(64 * 1024);
    const error = await unpackZip(file, dest, limits()).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe(
      "the submission is larger than 64 KiB unpacked (the limit) (reached in submission.zip): refused as a zip bomb",
    );
    expect(existsSync(dest)).toBe(false);
  });

  test("refuses a zip of too many files", async () => {
    const entries = Object.fromEntries(
      Array.from({ length: 25 }, (_, index) => [`f${index}`, "x"]),
    );
    const { file, dest } = await makeZip(entries);
    const error = await unpackZip(file, dest, limits()).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe(
      "the submission holds more than 20 files (the limit) (reached in submission.zip)",
    );
  });

  test("says so for a file that is not a zip", async () => {
    const dir = await makeSuite({ "submission.zip": "not a zip at all\n" });
    const error = await unpackZip(
      path.join(dir, "submission.zip"),
      path.join(dir, "out"),
      limits(),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SubmissionProblem);
    expect((error as Error).message).toMatch(/^submission\.zip is not a zip that can be read: /);
  });
});
