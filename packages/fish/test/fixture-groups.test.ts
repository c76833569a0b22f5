import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const fixtures = fileURLToPath(new URL("../../../fixtures/fish/", import.meta.url));

interface CaseEntry {
  readonly group: string;
  readonly description?: string;
}

interface Suite {
  readonly groups: Readonly<Record<string, { readonly compare?: string }>>;
  readonly cases: Readonly<Record<string, CaseEntry>>;
}

const suite = JSON.parse(readFileSync(`${fixtures}suite.json`, "utf8")) as Suite;
const caseNames = readdirSync(fixtures)
  .filter((name) => name.endsWith(".out"))
  .map((name) => name.slice(0, -".out".length));
const specNames = caseNames.filter((name) => suite.cases[name]?.group === "spec");

function readArguments(name: string): string[] {
  const file = `${fixtures}${name}.args`;
  return existsSync(file) ? readFileSync(file, "utf8").split(/\s+/).filter(Boolean) : [];
}

function readInput(name: string): string {
  const file = `${fixtures}${name}.in`;
  return existsSync(file) ? readFileSync(file, "utf8") : "";
}

describe("the groups of fixtures/fish", () => {
  test("every case that ends in the editions' different words is graded under both", () => {
    // The text writes "The games ends!" and gives 2-2 to the hunters; the revised edition does not.
    // Every group's case, as `--group all` grades them; only a case that names its edition with
    // this package's leading --edition (or asks for --help) does not depend on the reading.
    const original = `${fixtures}readings/edition/original/`;
    const variants = readdirSync(original)
      .filter((name) => name.endsWith(".out"))
      .map((name) => name.slice(0, -".out".length));
    const pinned = (name: string) => /^--(edition|help)\b/.test(readArguments(name)[0] ?? "");
    const dependent = caseNames.filter(
      (name) =>
        !pinned(name) &&
        /The game ends!!|Nice tie/.test(readFileSync(`${fixtures}${name}.out`, "utf8")),
    );
    expect(dependent.sort()).toEqual(variants.sort());
    for (const name of variants) {
      const args = `${original}${name}.args`;
      const variantArgs = existsSync(args)
        ? readFileSync(args, "utf8").split(/\s+/).filter(Boolean)
        : [];
      expect(variantArgs).toEqual(readArguments(name));
      const input = `${original}${name}.in`;
      expect(existsSync(input) ? readFileSync(input, "utf8") : "").toBe(readInput(name));
      expect(readFileSync(`${original}${name}.out`, "utf8")).not.toMatch(
        /The game ends!!|Nice tie/,
      );
    }
  });

  test("every case is named in suite.json with a group and a description", () => {
    const unnamed = caseNames.filter((name) => suite.cases[name] === undefined);
    const bare = caseNames.filter((name) => !suite.cases[name]?.description);
    expect(unnamed).toEqual([]);
    expect(bare).toEqual([]);
  });

  test("every case's group is one of the four the suite declares", () => {
    const groups = new Set(Object.keys(suite.groups));
    expect([...groups].sort()).toEqual(["decision", "original", "package", "spec"]);
    const stray = caseNames.filter((name) => !groups.has(suite.cases[name]?.group ?? ""));
    expect(stray).toEqual([]);
  });

  test("the spec group has enough cases to grade a class on its own", () => {
    expect(specNames.length).toBeGreaterThanOrEqual(40);
  });

  test("the spec group compares as the course did, ignoring whitespace at the very end", () => {
    expect(suite.groups.spec?.compare).toBe("trim-end");
  });

  test("spec cases give dice only as arguments: no option of this package, no standard input", () => {
    const withOptions = specNames.filter((name) =>
      readArguments(name).some((arg) => arg.startsWith("--")),
    );
    const withInput = specNames.filter((name) => readInput(name) !== "");
    expect(withOptions).toEqual([]);
    expect(withInput).toEqual([]);
  });

  test("spec cases keep to printable ASCII arguments, whose width no reading disputes", () => {
    const nonAscii = specNames.filter((name) =>
      readArguments(name).some((arg) => !/^[\x21-\x7e]+$/.test(arg)),
    );
    expect(nonAscii).toEqual([]);
  });
});
