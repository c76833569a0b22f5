import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { describe, expect, test } from "vitest";
import { createBudget } from "../../src/class/submission-budget.js";
import { unpackZip } from "../../src/class/unpack-zip.js";
import { makeSuite } from "../helpers/suites.js";

const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const FULL32 = 0xffffffff;

/** Unpacks the zip `zip` made here, and returns the folder it was unpacked to. */
async function unpack(zip: Uint8Array): Promise<string> {
  const dir = await makeSuite({});
  const file = path.join(dir, "submission.zip");
  await writeFile(file, zip);
  const dest = path.join(dir, "out");
  await unpackZip(file, dest, createBudget({ maxBytes: 1024 * 1024, maxEntries: 20 }));
  return dest;
}

/** `zip` (one entry, no comment) with its end record ending in a comment of `length` bytes. */
function withComment(zip: Uint8Array, length: number): Buffer {
  const withEnd = Buffer.concat([zip, Buffer.alloc(length, "c")]);
  withEnd.writeUInt16LE(length, zip.length - 22 + 20);
  return withEnd;
}

/**
 * `zip` (one entry, no comment) rewritten as zip64: its central record's sizes and local offset
 * full, the values in its zip64 extra field, and its end record's count and offset full, the values
 * in a zip64 end record that a locator points at.
 */
function asZip64(zip: Uint8Array): Buffer {
  const bytes = Buffer.from(zip);
  const end = bytes.length - 22;
  const directory = bytes.readUInt32LE(end + 16);
  const record = bytes.subarray(directory, end);
  expect(record.readUInt32LE(0)).toBe(CENTRAL);
  const extra = Buffer.alloc(28);
  extra.writeUInt16LE(1, 0);
  extra.writeUInt16LE(24, 2);
  extra.writeBigUInt64LE(BigInt(record.readUInt32LE(24)), 4); // size
  extra.writeBigUInt64LE(BigInt(record.readUInt32LE(20)), 12); // compressed size
  extra.writeBigUInt64LE(BigInt(record.readUInt32LE(42)), 20); // local header
  const fixed = Buffer.from(record.subarray(0, 46));
  for (const at of [20, 24, 42]) fixed.writeUInt32LE(FULL32, at);
  const nameLength = fixed.readUInt16LE(28);
  expect(fixed.readUInt16LE(30) + fixed.readUInt16LE(32)).toBe(0);
  fixed.writeUInt16LE(extra.length, 30);
  const central = Buffer.concat([fixed, record.subarray(46, 46 + nameLength), extra]);
  const end64At = directory + central.length;
  const end64 = Buffer.alloc(56);
  end64.writeUInt32LE(0x06064b50, 0);
  end64.writeBigUInt64LE(44n, 4);
  end64.writeBigUInt64LE(1n, 24);
  end64.writeBigUInt64LE(1n, 32);
  end64.writeBigUInt64LE(BigInt(central.length), 40);
  end64.writeBigUInt64LE(BigInt(directory), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(end64At), 8);
  locator.writeUInt32LE(1, 16);
  const endRecord = Buffer.alloc(22);
  endRecord.writeUInt32LE(END, 0);
  endRecord.writeUInt16LE(0xffff, 8);
  endRecord.writeUInt16LE(0xffff, 10);
  endRecord.writeUInt32LE(FULL32, 12);
  endRecord.writeUInt32LE(FULL32, 16);
  return Buffer.concat([bytes.subarray(0, directory), central, end64, locator, endRecord]);
}

describe("unpackZip finds a zip's directory from its tail", () => {
  test("past a comment of 64 KiB, the longest a zip may have, in a zip larger than its tail", async () => {
    const random = randomBytes(128 * 1024);
    const zip = withComment(zipSync({ "random.bin": random }), 0xffff);
    const dest = await unpack(zip);
    expect(await readFile(path.join(dest, "random.bin"))).toEqual(random);
  });

  test("through a zip64 end record, each size and offset in the entry's zip64 extra field", async () => {
    const dest = await unpack(asZip64(zipSync({ "Main.java": strToU8("class Main {}\n") })));
    expect(await readFile(path.join(dest, "Main.java"), "utf8")).toBe("class Main {}\n");
  });

  test("through a zip64 end record, past a comment of 64 KiB", async () => {
    const random = randomBytes(128 * 1024);
    const dest = await unpack(withComment(asZip64(zipSync({ "random.bin": random })), 0xffff));
    expect(await readFile(path.join(dest, "random.bin"))).toEqual(random);
  });
});
