import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

// The spec group is what a student's program is graded on: these tests keep it honest by checking
// that every spec case stays inside the input the assignment text promises.
const fixtures = fileURLToPath(new URL("../../../fixtures/goose/", import.meta.url));

interface CaseEntry {
  readonly group?: string;
  readonly description?: string;
}

interface Suite {
  readonly groups: Readonly<Record<string, unknown>>;
  readonly cases: Readonly<Record<string, CaseEntry>>;
}

const suite = JSON.parse(readFileSync(`${fixtures}suite.json`, "utf8")) as Suite;
const caseNames = readdirSync(fixtures)
  .filter((name) => name.endsWith(".out"))
  .map((name) => name.slice(0, -".out".length));

/** The settings of a case: every entry naming it or a glob matching it, later entries winning. */
function findEntry(name: string): CaseEntry {
  let found: CaseEntry = {};
  for (const [pattern, entry] of Object.entries(suite.cases)) {
    const glob = new RegExp(`^${pattern.split("*").map(escapeRegExp).join(".*")}$`);
    if (pattern === name || glob.test(name)) found = { ...found, ...entry };
  }
  return found;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
}

const specNames = caseNames.filter((name) => findEntry(name).group === "spec");

function readLines(name: string): string[] {
  return readFileSync(`${fixtures}${name}.in`, "utf8").split("\n");
}

const isCount = (text: string | undefined) => /^[1-9][0-9]*$/.test(text ?? "");

/** What breaks the text's header constraints, or undefined when the header keeps them all. */
function findHeaderFault(lines: readonly string[]): string | undefined {
  const [colours = "", size, fineCount, fines, cliffCount, cliffs] = lines;
  if (!/^[A-Z]{3}$/.test(colours) || new Set(colours).size !== 3) return "colours";
  if (!isCount(size) || !isCount(fineCount) || !isCount(cliffCount)) return "numbers";
  const squares = Number(size);
  if (squares < 10 || squares > 150) return "numSquares";
  const lists = [
    [Number(fineCount), fines ?? ""],
    [Number(cliffCount), cliffs ?? ""],
  ] as const;
  const special: number[] = [];
  for (const [count, list] of lists) {
    if (count > Math.floor(squares / 3)) return "M or P above a third of numSquares";
    const words = list.split(" ");
    if (words.length !== count || !words.every((word) => isCount(word))) return "square list";
    const numbers = words.map(Number);
    if (numbers.some((n, i) => i > 0 && n <= (numbers[i - 1] ?? 0))) return "not ascending";
    special.push(...numbers);
  }
  if (new Set(special).size !== special.length) return "a square listed twice";
  if (special.some((n) => n < 2 || n > squares - 1 || n % 9 === 0)) return "square out of range";
  return undefined;
}

const COMMAND_WORD = /^(player|square|status|dice|exit)/;

/** Whether a command line is one whose answer the text defines. */
function isDefinedCommand(line: string): boolean {
  if (line === "player") return true;
  if (/^(square|status) \S(.*\S)?$/.test(line)) return !line.includes("  ");
  if (line.startsWith("dice")) return /^dice (0|-?[1-9][0-9]?) (0|-?[1-9][0-9]?)$/.test(line);
  // An invalid command: a line that does not start with a command word, nor with a space.
  return line !== "" && !COMMAND_WORD.test(line) && !/^\s/.test(line);
}

describe("the groups of fixtures/goose", () => {
  test("every case has a group and a description", () => {
    const bare = caseNames.filter((name) => !findEntry(name).group || !findEntry(name).description);
    expect(bare).toEqual([]);
  });

  test("every case's group is one of the three the suite declares", () => {
    expect(Object.keys(suite.groups).sort()).toEqual(["decision", "package", "spec"]);
    const stray = caseNames.filter(
      (name) => !Object.hasOwn(suite.groups, findEntry(name).group ?? ""),
    );
    expect(stray).toEqual([]);
  });

  test("the spec group has enough cases to grade a class on its own", () => {
    expect(specNames.length).toBeGreaterThanOrEqual(40);
  });

  test("spec cases have a header that keeps every constraint the text states", () => {
    const faults = specNames
      .map((name) => ({ name, fault: findHeaderFault(readLines(name)) }))
      .filter(({ fault }) => fault !== undefined);
    expect(faults).toEqual([]);
  });

  test("spec cases end with exit on the last line, every line ending in LF", () => {
    const broken = specNames.filter((name) => {
      const text = readFileSync(`${fixtures}${name}.in`, "utf8");
      const commands = text.split("\n").slice(6, -1);
      return (
        text.includes("\r") ||
        !text.endsWith("exit\n") ||
        commands.indexOf("exit") !== commands.length - 1
      );
    });
    expect(broken).toEqual([]);
  });

  test("spec cases give only commands whose answer the text defines", () => {
    const undefinedLines = specNames.flatMap((name) =>
      readLines(name)
        .slice(6, -1)
        .filter((line) => !isDefinedCommand(line) && line !== "exit")
        .map((line) => `${name}: ${JSON.stringify(line)}`),
    );
    expect(undefinedLines).toEqual([]);
  });
});
