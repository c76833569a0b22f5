import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { planSandbox } from "../../src/sandbox/plan-sandbox.js";

let scratch = "";

afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** A package laid out as ours are: a named manifest, and bin/ whose own package.json sets the type. */
function makeGamePackage(): { root: string; bin: string } {
  scratch = mkdtempSync(path.join(tmpdir(), "plan-sandbox-"));
  const root = path.join(scratch, "game");
  mkdirSync(path.join(root, "bin"), { recursive: true });
  mkdirSync(path.join(root, "dist"));
  writeFileSync(path.join(root, "package.json"), '{ "name": "@games/toy" }\n');
  writeFileSync(path.join(root, "bin", "package.json"), '{ "type": "commonjs" }\n');
  writeFileSync(path.join(root, "bin", "toy.js"), 'require("../dist/cli.cjs");\n');
  return { root, bin: path.join(root, "bin", "toy.js") };
}

describe("planSandbox", () => {
  test("shows the whole package of a script whose folder only sets the module type", () => {
    const { root, bin } = makeGamePackage();
    const { plan } = planSandbox({
      mode: "none",
      program: { file: process.execPath, args: [bin], display: `node ${bin}` },
      programFolder: scratch,
      hidden: [],
      files: [],
      hostEnv: {},
    });
    expect(plan.visible).toContain(root);
    expect(plan.visible).not.toContain(path.join(root, "bin"));
  });
});
