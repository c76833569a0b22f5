import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, test } from "vitest";
import { findCopies } from "../../src/sandbox/find-copies.js";
import { hideReference, isOwnCode } from "../../src/sandbox/hide-reference.js";

const harness = fileURLToPath(new URL("../../", import.meta.url)).replace(/\/$/, "");
let scratch = "";

afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** A game's package: a bin shim like every package's, and an engine big enough to answer. */
function makeGame(): string {
  scratch = mkdtempSync(path.join(tmpdir(), "hide-reference-"));
  const game = path.join(scratch, "game");
  mkdirSync(path.join(game, "bin"), { recursive: true });
  mkdirSync(path.join(game, "dist"));
  writeFileSync(path.join(game, "bin", "game.js"), 'require("../dist/cli.cjs");\n');
  writeFileSync(path.join(game, "dist", "cli.cjs"), `// engine\n${"x;\n".repeat(600)}`);
  writeFileSync(path.join(game, "dist", "cli.code-cache"), Buffer.alloc(2048, 1));
  return game;
}

describe("hideReference", () => {
  test("hides the reference's folders and the grader's package, with their sizeable scripts", () => {
    const game = makeGame();
    const { hidden, secrets } = hideReference([game], [scratch]);
    expect(hidden).toEqual([game, harness]);
    expect(secrets).toContain(path.join(game, "dist", "cli.cjs"));
    expect(secrets).toContain(path.join(game, "dist", "cli.code-cache"));
    expect(secrets).not.toContain(path.join(game, "bin", "game.js"));
  });

  test("leaves what the program is shown on purpose (a game graded against its own cases)", () => {
    const game = makeGame();
    expect(hideReference([game], [game, harness]).hidden).toEqual([]);
  });
});

describe("isOwnCode", () => {
  test("leaves the program its own copy of the reference's code, never a copy elsewhere or of a case", () => {
    const game = makeGame();
    // The same game installed anew (npm's node_modules), graded against the cases it ships.
    const installed = path.join(scratch, "project", "node_modules", "game");
    cpSync(game, installed, { recursive: true });
    writeFileSync(path.join(installed, "answer.out"), "the expected output\n");
    const stray = path.join(scratch, "elsewhere");
    cpSync(game, stray, { recursive: true });
    const caseFile = path.join(scratch, "suite.out");
    writeFileSync(caseFile, "the expected output\n");
    const reference = hideReference([game], []);
    const secrets = [...reference.secrets, caseFile];
    // What the box shows: the project's folder, the package the command names, and another folder.
    const roots = [path.join(scratch, "project"), installed, stray];

    const hidden = findCopies(roots, secrets, [], undefined, isOwnCode([installed], reference));
    expect(hidden.sort()).toEqual(
      [path.join(stray, "dist"), path.join(installed, "answer.out")].sort(),
    );
    // Without it, the program's own engine is hidden as well.
    expect(findCopies(roots, secrets, [])).toContain(path.join(installed, "dist"));
  });
});
