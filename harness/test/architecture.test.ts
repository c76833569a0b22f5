import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const SOURCE = path.join(import.meta.dirname, "../src");

/** Every `.ts` file of `src/`, as paths relative to it with `/` between folders. */
function sourceFiles(): readonly string[] {
  return readdirSync(SOURCE, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts"))
    .map((file) => file.split(path.sep).join("/"));
}

// Static imports and re-exports, and `import("…")`; only relative paths name our own files.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g;

/** The files of `src/` that `file` imports, each resolved from its `.js` name to the `.ts` source. */
function importsOf(file: string): readonly string[] {
  const text = readFileSync(path.join(SOURCE, file), "utf8");
  return [...text.matchAll(IMPORT)].map(([, target = ""]) =>
    path.posix.join(path.posix.dirname(file), target).replace(/\.js$/, ".ts"),
  );
}

function importGraph(): ReadonlyMap<string, readonly string[]> {
  return new Map(sourceFiles().map((file) => [file, importsOf(file)]));
}

/** One cycle per file it passes through first, written `a → b → a`; depth-first, colouring files. */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): readonly string[] {
  const cycles: string[] = [];
  const done = new Set<string>();
  const walk = (file: string, trail: readonly string[]): void => {
    const start = trail.indexOf(file);
    if (start >= 0) {
      cycles.push([...trail.slice(start), file].join(" → "));
      return;
    }
    if (done.has(file)) return;
    for (const target of graph.get(file) ?? []) walk(target, [...trail, file]);
    done.add(file);
  };
  for (const file of graph.keys()) walk(file, []);
  return cycles;
}

/** The room a file sits in: its first folder under `src/`, or none for a file at the root. */
function roomOf(file: string): string | undefined {
  const slash = file.indexOf("/");
  return slash < 0 ? undefined : file.slice(0, slash);
}

/** Imports from outside a room with a front door (`index.ts`) into any other of its files. */
function sideDoors(graph: ReadonlyMap<string, readonly string[]>): readonly string[] {
  const doors = new Set([...graph.keys()].filter((file) => /^[^/]+\/index\.ts$/.test(file)));
  return [...graph].flatMap(([file, targets]) =>
    targets
      .filter((target) => {
        const room = roomOf(target);
        return room !== undefined && room !== roomOf(file) && doors.has(`${room}/index.ts`);
      })
      .filter((target) => !doors.has(target))
      .map((target) => `${file} → ${target}`),
  );
}

describe("the harness's source is laid out in rooms", () => {
  const graph = importGraph();

  test("every import names a file that exists", () => {
    const missing = [...graph.values()].flat().filter((target) => !graph.has(target));
    expect(missing).toEqual([]);
  });

  test("no file imports itself back through others", () => {
    expect(findCycles(graph)).toEqual([]);
  });

  test("a room with a front door is entered only through it", () => {
    expect(sideDoors(graph)).toEqual([]);
  });

  test("ARCHITECTURE.md names only files that exist", () => {
    const guide = readFileSync(path.join(SOURCE, "../ARCHITECTURE.md"), "utf8");
    const named = [...guide.matchAll(/`(src\/[\w/.-]+\.ts)`/g)].map(([, file = ""]) => file);
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((file) => !existsSync(path.join(SOURCE, "..", file)))).toEqual([]);
  });

  test("the graph walk sees a cycle and a side door when there is one", () => {
    const made = new Map([
      ["a/index.ts", ["a/inner.ts"]],
      ["a/inner.ts", ["b/x.ts"]],
      ["b/x.ts", ["a/inner.ts"]],
    ]);
    expect(findCycles(made)).toEqual(["a/inner.ts → b/x.ts → a/inner.ts"]);
    expect(sideDoors(made)).toEqual(["b/x.ts → a/inner.ts"]);
  });
});
