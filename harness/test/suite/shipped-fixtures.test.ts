import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { findShippedFixtures } from "../../src/suite/shipped-fixtures.js";

// The build copies every game's fixtures into the harness package (turbo builds before it tests).
describe("findShippedFixtures", () => {
  test("finds a game's cases in the harness package by short or scoped name", () => {
    const suite = findShippedFixtures("goose");
    expect(suite).toBe(path.resolve(import.meta.dirname, "../../fixtures/goose"));
    expect(existsSync(path.join(suite ?? "", "suite.json"))).toBe(true);
    expect(findShippedFixtures("@games/goose")).toBe(suite);
  });

  test("knows nothing of a game the harness does not ship", () => {
    expect(findShippedFixtures("chess")).toBeUndefined();
  });
});
