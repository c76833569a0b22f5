import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { deflateRawSync } from "node:zlib";
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

  test("reads a name as UTF-8 where the zip's flag says so, else one byte a character", async () => {
    const { file, dest } = await makeZip({ "Pão.java": "class P {}\n" });
    await unpackZip(file, dest, limits());
    expect(await readFile(path.join(dest, "Pão.java"), "utf8")).toBe("class P {}\n");
    // The same zip with a name written in Latin-1 (0xE3 for ã) and no UTF-8 flag, as old tools do.
    const ascii = await makeZip({ "P_o.java": "class P {}\n" });
    const zip = Buffer.from(await readFile(ascii.file));
    for (let at = zip.indexOf("P_o.java"); at !== -1; at = zip.indexOf("P_o.java", at + 1))
      zip[at + 1] = 0xe3;
    await writeFile(ascii.file, zip);
    await unpackZip(ascii.file, ascii.dest, limits());
    expect(await readFile(path.join(ascii.dest, "Pão.java"), "utf8")).toBe("class P {}\n");
  });

  test.each([
    [{ a: "x", "a/b": "y" }],
    [{ "a/b": "y", "a/": new Uint8Array(0), a: "x" }],
    [{ a: "x", "a/": new Uint8Array(0) }],
  ])("refuses a zip with a name that is both a file and a folder: %o", async (entries) => {
    const { file, dest } = await makeZip(entries);
    const error = await unpackZip(file, dest, limits()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SubmissionProblem);
    expect((error as Error).message).toMatch(/^submission\.zip: cannot unpack a/);
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

/**
 * A zip made by hand: `count` central entries (`f0`, `f1`, …) that all point at one local entry
 * holding `payload` (stored, or raw deflate), each declaring `declared` bytes unpacked. Tools never
 * make one; a hostile student can.
 */
function handMadeZip(
  payload: Uint8Array,
  { count, declared, method }: { count: number; declared: number; method: 0 | 8 },
): Uint8Array {
  const header = (size: number, fields: [number, number][]) => {
    const bytes = new Uint8Array(size);
    const view = new DataView(bytes.buffer);
    for (const [at, value] of fields) {
      if (at < 0) view.setUint16(-at, value, true);
      else view.setUint32(at, value, true);
    }
    return bytes;
  };
  const name = strToU8("Main.java");
  // Little-endian fields: [offset, value], a negative offset for a 2-byte one.
  const local = header(30, [
    [0, 0x04034b50],
    [-8, method],
    [18, payload.length],
    [22, declared],
    [-26, name.length],
  ]);
  const body = [local, name, payload];
  const bodyLength = 30 + name.length + payload.length;
  const central: Uint8Array[] = [];
  for (let index = 0; index < count; index++) {
    const entryName = strToU8(`f${index}`);
    central.push(
      header(46, [
        [0, 0x02014b50],
        [-10, method],
        [20, payload.length],
        [24, declared],
        [-28, entryName.length],
        [42, 0],
      ]),
      entryName,
    );
  }
  const centralLength = central.reduce((sum, part) => sum + part.length, 0);
  const end = header(22, [
    [0, 0x06054b50],
    [-8, count],
    [-10, count],
    [12, centralLength],
    [16, bodyLength],
  ]);
  const parts = [...body, ...central, end];
  const zip = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    zip.set(part, at);
    at += part.length;
  }
  return zip;
}

describe("unpackZip, against zips made to defeat the limits", () => {
  async function unpackHandMade(zip: Uint8Array, budget = limits()) {
    const dir = await makeSuite({});
    const file = path.join(dir, "bomb.zip");
    await writeFile(file, zip);
    const dest = path.join(dir, "out");
    const error = await unpackZip(file, dest, budget).catch((caught: unknown) => caught);
    return { error, dest };
  }

  test("refuses stored entries that declare less than they hold, sharing one file's bytes", async () => {
    // 20 names for one 16 KiB stored file, each declaring 0 bytes: 320 KiB past a 64 KiB limit
    // that counted nothing (scaled up, a 20 MB zip was 10 GB in the grader's memory).
    const zip = handMadeZip(new Uint8Array(16 * 1024).fill(65), {
      count: 20,
      declared: 0,
      method: 0,
    });
    const { error, dest } = await unpackHandMade(zip);
    expect(error).toBeInstanceOf(SubmissionProblem);
    expect((error as Error).message).toMatch(/^bomb\.zip is not a zip that can be read: /);
    expect(existsSync(dest)).toBe(false);
  });

  test("refuses a deflated entry that unpacks past what it declares, without inflating it all", async () => {
    // 64 MiB of zeros in about 64 KiB, declaring 1 byte: inflated to its end, such a stream cost
    // the grader's one thread about 3 s per GiB while every other student's run waited on it.
    const stream = deflateRawSync(new Uint8Array(64 * 1024 * 1024));
    const zip = handMadeZip(stream, { count: 1, declared: 1, method: 8 });
    const budget = createBudget({ maxBytes: 1024 * 1024, maxEntries: 20 });
    const { error, dest } = await unpackHandMade(zip, budget);
    expect((error as Error).message).toBe(
      'bomb.zip is not a zip that can be read: "f0" unpacks past the size it declares (a zip bomb)',
    );
    expect(existsSync(dest)).toBe(false);
  });

  test("refuses many names for one deflated stream (a zip bomb in count)", async () => {
    const stream = deflateRawSync(new Uint8Array(1024));
    const zip = handMadeZip(stream, { count: 10, declared: 1024, method: 8 });
    const { error } = await unpackHandMade(zip);
    expect((error as Error).message).toBe(
      "bomb.zip is not a zip that can be read: entries share their data (a zip bomb)",
    );
  });
});
