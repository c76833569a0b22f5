import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { mountReadOnly, mountWritable } from "../../src/sandbox/visible-mounts.js";

let scratch = "";

afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** A folder holding `entries` (folders end with `/`), returned with a helper for paths in it. */
function makeTree(entries: readonly string[]): (name?: string) => string {
  scratch = mkdtempSync(path.join(tmpdir(), "visible-mounts-"));
  const at = (name = "") => path.join(scratch, name);
  for (const entry of entries) {
    if (entry.endsWith("/")) mkdirSync(at(entry), { recursive: true });
    else writeFileSync(at(entry), "");
  }
  return at;
}

/** The paths `args` mounts something at (the last operand of each mount). */
function mountPoints(args: readonly string[]): string[] {
  const operands: Record<string, number> = {
    "--ro-bind": 2,
    "--ro-bind-try": 2,
    "--bind": 2,
    "--symlink": 2,
    "--dir": 1,
    "--tmpfs": 1,
  };
  const points: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const count = operands[args[index] ?? ""] ?? 0;
    index += count;
    if (count > 0) points.push(args[index] ?? "");
  }
  return points;
}

describe("mountReadOnly", () => {
  test("binds a folder with nothing hidden in it as one mount", () => {
    const at = makeTree(["a/", "a/x"]);
    expect(mountReadOnly([at()], [])).toEqual(["--ro-bind", at(), at()]);
  });

  test("rebuilds a folder with a hidden entry from its other entries, never mounting the hidden path", () => {
    const at = makeTree(["suite/", "suite/a.out", "src/", "notes.txt", "deep/copy/", "deep/keep"]);
    symlinkSync("src", at("link"));
    const hidden = [at("suite"), at("deep/copy")];
    const args = mountReadOnly([at()], hidden);
    expect(args).toContain("--symlink");
    expect(mountPoints(args).sort()).toEqual(
      [at(), at("deep"), at("deep/keep"), at("link"), at("notes.txt"), at("src")].sort(),
    );
  });

  test("shows a visible folder inside a hidden one, and nothing else of the hidden one", () => {
    const at = makeTree(["class/.work/alice/", "class/.work/bob/", "class/results.csv"]);
    const args = mountReadOnly([at("class"), at("class/.work/alice")], [at("class/.work")]);
    expect(mountPoints(args)).toEqual([
      at("class"),
      at("class/results.csv"),
      at("class/.work/alice"),
    ]);
  });

  test("mounts a folder inside a shown one only once", () => {
    const at = makeTree(["repo/packages/game/"]);
    expect(mountReadOnly([at("repo/packages/game"), at("repo")], [])).toEqual([
      "--ro-bind",
      at("repo"),
      at("repo"),
    ]);
  });
});

describe("mountWritable", () => {
  test("keeps a writable folder one mount, covering what is hidden inside it", () => {
    const at = makeTree(["student/", "student/tests/", "student/a.out"]);
    const args = mountWritable([at("student")], [at("student/tests"), at("student/a.out")]);
    expect(args).toEqual([
      "--bind",
      at("student"),
      at("student"),
      "--tmpfs",
      at("student/tests"),
      "--ro-bind",
      "/dev/null",
      at("student/a.out"),
    ]);
  });
});

describe("mountReadOnly, a folder the box user may not read", () => {
  test("is rebuilt open from its entries, so a link inside it (npm's .bin) still runs its target", () => {
    const at = makeTree(["project/node_modules/.bin/", "project/node_modules/game/bin/", "x.txt"]);
    symlinkSync("../game/bin/game.js", at("project/node_modules/.bin/game"));
    const closed = (entry: string) => entry === at("project") || entry === at("x.txt");
    const args = mountReadOnly(
      [at("project"), at("project/node_modules/game"), at("x.txt")],
      [],
      closed,
    );
    expect(args.slice(0, 3)).toEqual(["--perms", "0755", "--dir"]);
    expect(mountPoints(args)).toEqual([at("project"), at("project/node_modules")]);
    // A closed file is not shown at all; the rest is bound as it is.
    expect(mountPoints(mountReadOnly([at("x.txt")], [], closed))).toEqual([]);
  });
});
