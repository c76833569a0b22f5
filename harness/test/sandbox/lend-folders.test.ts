import { randomUUID } from "node:crypto";
import {
  chmodSync,
  chownSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { runBuildCommand } from "../../src/class/build-submission.js";
import { lendFolders } from "../../src/sandbox/lend-folders.js";
import { makeSuite } from "../helpers/suites.js";

const ownerOf = (entry: string) => {
  const { uid, gid } = statSync(entry);
  return { uid, gid };
};

const BOX = 60_123;
const asBox = { uid: BOX, gid: BOX };

/** A file the box user made, as its build would (root makes it and gives it to the box user). */
function writeAsBox(file: string, text: string, mode = 0o666): void {
  writeFileSync(file, text);
  chmodSync(file, mode);
  chownSync(file, BOX, BOX);
}

// A build's folder is lent to its box user and given back; the build may have made links to any
// folder, which the grader followed, making root the owner of all in it (and dropping setuid bits).
describe.runIf(process.getuid?.() === 0)("a build's folder lent to its box user", () => {
  test("is given back without following the links the build made", async () => {
    const root = await makeSuite({ "build/main.c": "int main;\n", "victim/tool": "#!/bin/sh\n" });
    const build = path.join(root, "build");
    const victim = path.join(root, "victim");
    chownSync(victim, 1234, 4321);
    chownSync(path.join(victim, "tool"), 1234, 4321);
    const giveBack = lendFolders([build], BOX);
    expect(ownerOf(path.join(build, "main.c"))).toEqual(asBox);
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

  // Each later basic run is a box user, "others" to the folder's owner: a build's `chmod 666 main`
  // let every run change the program between its cases.
  test("is given back writable by no other user, but what was so before", async () => {
    const root = await makeSuite({ "build/main.c": "int main;\n", "build/shared.txt": "" });
    const build = path.join(root, "build");
    chmodSync(path.join(build, "shared.txt"), 0o666); // the teacher's own choice
    const giveBack = lendFolders([build], BOX);
    writeAsBox(path.join(build, "main"), "#!/bin/sh\n", 0o777);
    mkdirSync(path.join(build, "cache"));
    chmodSync(path.join(build, "cache"), 0o1777);
    chmodSync(path.join(build, "main.c"), 0o666);
    giveBack();
    const modeOf = (name: string) => lstatSync(path.join(build, name)).mode & 0o7777;
    expect(modeOf("main")).toBe(0o775);
    expect(modeOf("cache")).toBe(0o1775);
    expect(modeOf("main.c")).toBe(0o664);
    expect(modeOf("shared.txt")).toBe(0o666);
  });

  // The mode was read before the chown, which drops a setuid bit, and set again after it: a build's
  // `cp /usr/bin/id main && chmod 4777 main` left a root-owned setuid `id` for any user to run.
  test("is given back with no setuid or setgid program in it", async () => {
    const root = await makeSuite({ "build/main.c": "int main;\n" });
    const build = path.join(root, "build");
    const giveBack = lendFolders([build], BOX);
    writeAsBox(path.join(build, "main"), "#!/bin/sh\n");
    writeAsBox(path.join(build, "tool"), "#!/bin/sh\n");
    // After its chown to the box user, as the build's own `chmod` would.
    chmodSync(path.join(build, "main"), 0o6777);
    chmodSync(path.join(build, "tool"), 0o4755);
    giveBack();
    expect(lstatSync(path.join(build, "main")).mode & 0o7777).toBe(0o775);
    expect(lstatSync(path.join(build, "tool")).mode & 0o7777).toBe(0o755);
    expect(ownerOf(path.join(build, "main"))).toEqual(ownerOf(build));
  });

  // Each name of one file was copied apart, densely: 30 names of a sparse 8 MiB file, 240 MiB
  // written by root outside every limit of the build.
  test("copies a file of many names once, its holes left holes", async () => {
    const root = await makeSuite({ "build/main.c": "int main;\n" });
    const build = path.join(root, "build");
    const giveBack = lendFolders([build], BOX);
    const big = path.join(build, "big");
    writeAsBox(big, "", 0o644);
    truncateSync(big, 8 * 1024 * 1024);
    for (let name = 0; name < 30; name++) linkSync(big, path.join(build, `l${name}`));
    giveBack();
    const names = ["big", ...Array.from({ length: 30 }, (_, name) => `l${name}`)];
    const inodes = new Set(names.map((name) => lstatSync(path.join(build, name)).ino));
    expect(inodes.size).toBe(1);
    const copy = statSync(big);
    expect(copy.size).toBe(8 * 1024 * 1024);
    expect(copy.blocks * 512).toBeLessThan(1024 * 1024);
    expect(copy.ino).not.toBe(lstatSync(path.join(root, "build/main.c")).ino);
    expect(ownerOf(big)).toEqual(ownerOf(build));
  });

  test("is given back without chowning a file the build hard-linked outside, in either direction", async () => {
    const root = await makeSuite({ "build/main": "#!/bin/sh\n", "outside/keep": "" });
    const build = path.join(root, "build");
    const outside = path.join(root, "outside");
    const giveBack = lendFolders([build], BOX);
    // The build links a file of its own in from outside, and its program out.
    writeAsBox(path.join(outside, "in"), "x\n");
    linkSync(path.join(outside, "in"), path.join(build, "hl"));
    linkSync(path.join(build, "main"), path.join(outside, "out"));
    // And two names inside, as cargo links a binary to its copy in `deps`.
    writeAsBox(path.join(build, "a"), "a\n", 0o755);
    linkSync(path.join(build, "a"), path.join(build, "b"));
    giveBack();
    // The outside names are still the box user's (its cleanup removes them), never the folder owner's.
    expect(ownerOf(path.join(outside, "in"))).toEqual(asBox);
    expect(ownerOf(path.join(outside, "out"))).toEqual(asBox);
    // Each has a copy of its own; the two inside share one, still two names of one file.
    const expected: readonly [string, string, number][] = [
      ["hl", "x\n", 1],
      ["main", "#!/bin/sh\n", 1],
      ["a", "a\n", 2],
      ["b", "a\n", 2],
    ];
    for (const [name, text, nlink] of expected) {
      const file = path.join(build, name);
      expect(lstatSync(file)).toMatchObject({ nlink, ...ownerOf(build) });
      expect(readFileSync(file, "utf8")).toBe(text);
    }
    expect(lstatSync(path.join(build, "a")).ino).toBe(lstatSync(path.join(build, "b")).ino);
    expect(statSync(path.join(build, "b")).mode & 0o777).toBe(0o755);
  });

  test("neither lends nor gives away a file that had more than one name before", async () => {
    const root = await makeSuite({ "build/main.c": "", "store/lib.js": "shared\n" });
    const store = path.join(root, "store/lib.js");
    chownSync(store, 1234, 4321);
    linkSync(store, path.join(root, "build/lib.js"));
    const giveBack = lendFolders([path.join(root, "build")], BOX);
    expect(ownerOf(store)).toEqual({ uid: 1234, gid: 4321 });
    giveBack();
    expect(ownerOf(store)).toEqual({ uid: 1234, gid: 4321 });
    expect(statSync(store).nlink).toBe(2);
  });

  test("removes a link the build made to a file it could not read", async () => {
    const root = await makeSuite({ "build/main.c": "", secret: "root's\n" });
    const secret = path.join(root, "secret");
    chmodSync(secret, 0o600);
    const giveBack = lendFolders([path.join(root, "build")], BOX);
    // Where `fs.protected_hardlinks` is off, a box user may link a file it cannot read.
    linkSync(secret, path.join(root, "build/secret"));
    giveBack();
    expect(existsSync(path.join(root, "build/secret"))).toBe(false);
    expect(lstatSync(secret)).toMatchObject({ nlink: 1, uid: 0 });
  });

  test("in basic mode, a --build's hard link to a file it left in /tmp is neither kept nor given to root", async () => {
    const dir = await makeSuite({ main: "#!/bin/sh\n" });
    const name = `/tmp/games-grade-hl-${randomUUID()}`;
    const outside = `${name}-$(id -u)`;
    const build = `echo x > ${outside}; chmod 666 ${outside}; ln ${outside} ./hl`;
    await runBuildCommand(build, {
      dir,
      timeLimitMs: 20_000,
      sandbox: { sandbox: "basic" },
      hidden: [],
      secrets: [],
    });
    // The outside name stayed the box user's, and its cleanup removed it.
    const left = path.dirname(name);
    const prefix = path.basename(name);
    expect(readdirSync(left).filter((entry) => entry.startsWith(prefix))).toEqual([]);
    expect(lstatSync(path.join(dir, "hl"))).toMatchObject({ nlink: 1, ...ownerOf(dir) });
    expect(readFileSync(path.join(dir, "hl"), "utf8")).toBe("x\n");
  }, 30_000);
});
