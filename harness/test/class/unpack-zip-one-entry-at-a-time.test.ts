import { createHash, randomBytes } from "node:crypto";
import { closeSync, createReadStream, existsSync, openSync, writeSync } from "node:fs";
import { readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { deflateRawSync } from "node:zlib";
import { strToU8, Zip, ZipDeflate, ZipPassThrough, zipSync } from "fflate";
import { describe, expect, test } from "vitest";
import { createBudget } from "../../src/class/submission-budget.js";
import { SubmissionProblem } from "../../src/class/submission-problem.js";
import { unpackZip } from "../../src/class/unpack-zip.js";
import { makeSuite } from "../helpers/suites.js";

const MiB = 1024 * 1024;

async function writeZip(zip: Uint8Array) {
  const dir = await makeSuite({});
  const file = path.join(dir, "submission.zip");
  await writeFile(file, zip);
  return { file, dest: path.join(dir, "out") };
}

/** A zip of `Main.java` and `pad.bin`, `size` zeros, made a MiB at a time (never all in memory). */
function zipWithPadding(size: number): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    parts.push(data);
  });
  const main = new ZipPassThrough("Main.java");
  zip.add(main);
  main.push(strToU8("class Main {}\n"), true);
  const pad = new ZipDeflate("pad.bin");
  zip.add(pad);
  const zeros = new Uint8Array(MiB);
  for (let done = MiB; done <= size; done += MiB) pad.push(zeros, done === size);
  zip.end();
  return Buffer.concat(parts);
}

/**
 * Writes to `file` a zip of `Main.java` and `random.bin`, `size` random bytes stored as they are
 * (nothing to compress), a MiB at a time: never all in memory, here either. Returns the SHA-256 of
 * those bytes.
 */
function writeStoredRandomZip(file: string, size: number): string {
  const hash = createHash("sha256");
  const fd = openSync(file, "w");
  try {
    const zip = new Zip((error, data) => {
      if (error) throw error;
      writeSync(fd, data);
    });
    const main = new ZipPassThrough("Main.java");
    zip.add(main);
    main.push(strToU8("class Main {}\n"), true);
    const random = new ZipPassThrough("random.bin");
    zip.add(random);
    for (let done = MiB; done <= size; done += MiB) {
      const chunk = randomBytes(MiB);
      hash.update(chunk);
      random.push(chunk, done === size);
    }
    zip.end();
  } finally {
    closeSync(fd);
  }
  return hash.digest("hex");
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest("hex");
}

/** The most memory Node held in buffers while `work` ran, over what it held before. */
async function peakBufferGrowth(work: () => Promise<unknown>): Promise<number> {
  const before = process.memoryUsage().arrayBuffers;
  let peak = before;
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().arrayBuffers);
  }, 1);
  try {
    await work();
  } finally {
    clearInterval(sample);
  }
  return Math.max(peak, process.memoryUsage().arrayBuffers) - before;
}

// Each entry was inflated whole into memory, all of a zip's entries before the first was written:
// nine zips just under the 100 MiB limit, prepared at once at -j 8, held the grader at 1.1 GB.
describe("unpackZip writes a zip's entries one at a time, each as a stream", () => {
  test("holds a chunk of an entry in memory, not the entry: 128 MiB unpacks in a few MiB", async () => {
    const { file, dest } = await writeZip(zipWithPadding(128 * MiB));
    const budget = createBudget({ maxBytes: 200 * MiB, maxEntries: 20 });
    // Zeros inflated 16 KiB at a time: what the grader holds is a few chunks not yet collected.
    const growth = await peakBufferGrowth(() => unpackZip(file, dest, budget));
    expect((await stat(path.join(dest, "pad.bin"))).size).toBe(128 * MiB);
    expect(await readFile(path.join(dest, "Main.java"), "utf8")).toBe("class Main {}\n");
    expect(growth).toBeLessThan(48 * MiB);
  }, 60_000);

  test("a later entry that unpacks past its size refuses the zip and leaves nothing behind", async () => {
    const zip = Buffer.from(
      zipSync({ "a/Main.java": strToU8("class Main {}\n"), "b/pad.bin": new Uint8Array(MiB) }),
    );
    // The second entry's sizes, in its local header and the central directory, say one byte.
    for (let at = zip.indexOf("b/pad.bin"); at !== -1; at = zip.indexOf("b/pad.bin", at + 1)) {
      const central = zip.readUInt32LE(at - 46) === 0x02014b50;
      zip.writeUInt32LE(1, central ? at - 46 + 24 : at - 30 + 22);
    }
    expect(deflateRawSync(new Uint8Array(MiB)).length).toBeLessThan(64 * 1024);
    const { file, dest } = await writeZip(zip);
    const error = await unpackZip(
      file,
      dest,
      createBudget({ maxBytes: 4 * MiB, maxEntries: 20 }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SubmissionProblem);
    expect((error as Error).message).toBe(
      'submission.zip is not a zip that can be read: "b/pad.bin" unpacks past the size it declares (a zip bomb)',
    );
    expect(existsSync(dest)).toBe(false);
  });
});

// The zip's own file was read whole into memory to be unpacked: nine stored zips near the 100 MiB
// limit, prepared at once at -j 8, held the grader near 1 GB though no entry was ever whole in it.
describe("unpackZip reads a zip where it needs it, never whole", () => {
  test("holds a chunk of the zip in memory, not the zip: a 96 MiB stored zip unpacks in a few MiB", async () => {
    const dir = await makeSuite({});
    const file = path.join(dir, "submission.zip");
    const dest = path.join(dir, "out");
    const random = writeStoredRandomZip(file, 96 * MiB);
    const budget = createBudget({ maxBytes: 100 * MiB, maxEntries: 20 });
    try {
      // Copied through one 64 KiB buffer: the zip read whole was 96 MiB more.
      const growth = await peakBufferGrowth(() => unpackZip(file, dest, budget));
      expect(growth).toBeLessThan(24 * MiB);
      expect(await hashFile(path.join(dest, "random.bin"))).toBe(random);
      expect(await readFile(path.join(dest, "Main.java"), "utf8")).toBe("class Main {}\n");
    } finally {
      // 192 MiB on the disk: not left for the whole run's temporary folder to hold.
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
