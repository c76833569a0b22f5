import { describe, expect, test } from "vitest";
import { loadGenerator } from "../../src/fuzz/load-generator.js";
import { makeSuite } from "../helpers/suites.js";

const GENERATOR =
  'export function generateInput({ seed, size }) { return { stdin: seed + ":" + size + "\\n", args: [] }; }\n';

function makeGame(manifest: Record<string, unknown>, files: Record<string, string>) {
  const entries = Object.entries(files).map(([name, text]) => [
    `node_modules/@games/toy/${name}`,
    text,
  ]);
  return makeSuite({
    "node_modules/@games/toy/package.json": JSON.stringify({
      name: "@games/toy",
      type: "module",
      bin: { toy: "bin/toy.js" },
      ...manifest,
    }),
    "node_modules/@games/toy/bin/toy.js": "",
    ...Object.fromEntries(entries),
  });
}

describe("loadGenerator", () => {
  test.each([
    [
      "a conditional export",
      {
        exports: {
          ".": { types: "./x.d.ts", import: { node: "./dist/index.js" } },
          "./package.json": "./package.json",
        },
      },
    ],
    ["a plain export", { exports: { ".": "./dist/index.js", "./package.json": "./package.json" } }],
    ["main", { main: "dist/index.js" }],
  ])("imports generateInput from the main entry given by %s", async (_, manifest) => {
    const dir = await makeGame(manifest, { "dist/index.js": GENERATOR });
    const { game, generate } = await loadGenerator("toy", [dir]);
    expect(game.name).toBe("@games/toy");
    expect(generate({ seed: 4, size: 2 })).toEqual({ stdin: "4:2\n", args: [] });
  });

  test("says so when the game has no generator", async () => {
    const dir = await makeGame({ main: "index.js" }, { "index.js": "export const x = 1;\n" });
    await expect(loadGenerator("toy", [dir])).rejects.toThrow(
      "@games/toy exports no generateInput function to fuzz with",
    );
  });

  test("says so when the main entry is not built", async () => {
    const dir = await makeGame({ main: "dist/index.js" }, {});
    await expect(loadGenerator("toy", [dir])).rejects.toThrow(
      /^cannot import .*is @games\/toy built\?/,
    );
  });

  test("checks what the generator returns", async () => {
    const bad = "export function generateInput() { return { stdin: 1, args: [] }; }\n";
    const dir = await makeGame({ main: "index.js" }, { "index.js": bad });
    const { generate } = await loadGenerator("toy", [dir]);
    expect(() => generate({ seed: 1, size: 1 })).toThrow(
      "generateInput of @games/toy returned no stdin string",
    );
  });
});
