import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const FIXTURES = fileURLToPath(new URL("../../../fixtures/campus-chaos/", import.meta.url));

interface CaseEntry {
  readonly group?: string;
  readonly description?: string;
}

const suite = JSON.parse(readFileSync(`${FIXTURES}suite.json`, "utf8")) as {
  readonly cases: Readonly<Record<string, CaseEntry>>;
};
const names = readdirSync(FIXTURES)
  .filter((name) => name.endsWith(".protocol"))
  .map((name) => name.slice(0, -".protocol".length));

/** The expected lines after each input line `command`, up to the next input line. */
function readAnswers(file: string, command: string): string[] {
  const lines = readFileSync(file, "utf8").split("\n");
  return lines.flatMap((line, index) => {
    if (line !== command) return [];
    const rest = lines.slice(index + 1);
    const next = rest.findIndex((later) => later.startsWith("> "));
    return rest.slice(0, next === -1 ? rest.length : next).filter((later) => /^[^#]/.test(later));
  });
}

function inGroup(group: string): string[] {
  return names.filter((name) => suite.cases[name]?.group === group);
}

describe("the groups of fixtures/campus-chaos", () => {
  test("give every case by its own name a group and a one-line reason", () => {
    const missing = names.filter((name) => {
      const entry = suite.cases[name];
      return !["spec", "decision", "package"].includes(entry?.group ?? "") || !entry?.description;
    });
    expect(missing).toEqual([]);
    expect(Object.keys(suite.cases).sort()).toEqual([...names].sort());
  });

  test("grade every case whose board has an e or f under both readings of the forest's letter", () => {
    // The text has the forest as e (prose, Table A.2) and as f (the show example); the other letter
    // is then a player's start square, so any board holding either letter depends on the reading.
    const variants = readdirSync(`${FIXTURES}readings/forest/e`).map((name) =>
      name.slice(0, -".protocol".length),
    );
    const boardsOf = (name: string) =>
      [
        ...readFileSync(`${FIXTURES}${name}.protocol`, "utf8").matchAll(
          /^> start session \S+ (\S+)/gm,
        ),
      ]
        .map((match) => `${FIXTURES}${match[1]}`)
        .filter((file) => existsSync(file) && statSync(file).isFile());
    // Every group's case, as `--group all` grades them.
    const dependent = names.filter((name) =>
      boardsOf(name).some((file) => /[ef]/.test(readFileSync(file, "utf8"))),
    );
    expect(dependent.sort()).toEqual(variants.sort());
  });

  test("make the spec group big enough to grade a class on its own", () => {
    expect(inGroup("spec").length).toBeGreaterThanOrEqual(40);
  });

  test("name the README decision each decision case pins", () => {
    const unnamed = inGroup("decision").filter(
      (name) => !/README decisions? \d+/.test(suite.cases[name]?.description ?? ""),
    );
    expect(unnamed).toEqual([]);
  });

  test("match help by command name only in spec cases, as its descriptions are free", () => {
    const pinned = inGroup("spec").filter((name) =>
      readAnswers(`${FIXTURES}${name}.protocol`, "> help").some(
        (line) => !/^<r [a-z ]+: \.\*$/.test(line),
      ),
    );
    expect(pinned).toEqual([]);
  });
});
