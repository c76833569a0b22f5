import { describe, expect, test } from "vitest";
import { createFrameEncoder } from "../src/encode-frames.js";

const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

describe("createFrameEncoder", () => {
  test("encodes a frame to UTF-8, three bytes to a box-drawing character", () => {
    const bytes = createFrameEncoder()("╔═╗ é 🐟\n");
    expect(Buffer.from(bytes).equals(Buffer.from("╔═╗ é 🐟\n", "utf8"))).toBe(true);
  });

  test("hands out the same bytes for a frame seen before", () => {
    const encode = createFrameEncoder();
    expect(encode("║ 2 ║\n")).toBe(encode("║ 2 ║\n"));
  });

  test("still encodes every frame right once it has forgotten the first ones", () => {
    const encode = createFrameEncoder();
    const frames = Array.from({ length: 700 }, (_, index) => `║ ${index} ║\n`);
    for (const frame of [...frames, ...frames]) expect(decode(encode(frame))).toBe(frame);
  });
});
