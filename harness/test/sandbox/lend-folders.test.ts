import { chownSync, mkdirSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { lendFolders } from "../../src/sandbox/lend-folders.js";
import { makeSuite } from "../helpers/suites.js";

const ownerOf = (entry: string) => {
  const { uid, gid } = statSync(entry);
  return { uid, gid };
};

// A build's folder is lent to its box user and given back; the build may have made links to any
// folder, which the grader followed, making root the owner of all in it (and dropping setuid bits).
describe.runIf(process.getuid?.() === 0)("a build's folder lent to its box user", () => {
  test("is given back without following the links the build made", async () => {
    const root = await makeSuite({ "build/main.c": "int main;\n", "victim/tool": "#!/bin/sh\n" });
    const build = path.join(root, "build");
    const victim = path.join(root, "victim");
    chownSync(victim, 1234, 4321);
    chownSync(path.join(victim, "tool"), 1234, 4321);
    const giveBack = lendFolders([build], 60_123);
    expect(ownerOf(path.join(build, "main.c"))).toEqual({ uid: 60_123, gid: 60_123 });
    // What the build does as the box user: links out, a loop, and a file of its own.
    symlinkSync(victim, path.join(build, "out"));
    symlinkSync(".", path.join(build, "loop"));
    mkdirSync(path.join(build, "obj"));
    writeFileSync(path.join(build, "obj/main.o"), "");
    giveBack();
    expect(ownerOf(path.join(victim, "tool"))).toEqual({ uid: 1234, gid: 4321 });
    expect(ownerOf(victim)).toEqual({ uid: 1234, gid: 4321 });
    expect(ownerOf(path.join(build, "obj/main.o"))).toEqual(ownerOf(build));
    expect(ownerOf(path.join(build, "main.c"))).toEqual(ownerOf(build));
  });
});
