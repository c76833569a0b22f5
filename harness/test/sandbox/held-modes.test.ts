import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { findClaimsParent } from "../../src/sandbox/box-uid-folder.js";
import { holdMode } from "../../src/sandbox/held-modes.js";

const modeOf = (entry: string) => statSync(entry).mode & 0o777;
const close = { clear: 0o007 };
const pass = { set: 0o001 };

/** A fresh folder named `name` (rwxr-xr-x), alone in a temporary one. */
function makeFolder(name: string): string {
  const folder = path.join(mkdtempSync(path.join(tmpdir(), "held-modes-")), name);
  mkdirSync(folder, { mode: 0o755 });
  return folder;
}

/** An overlay mount whose lower layer holds two folders (rwxr-xr-x); undefined where none can be made. */
function mountOverlay(): { readonly merged: string; readonly unmount: () => void } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const base = mkdtempSync(path.join(tmpdir(), "held-modes-overlay-"));
  const [lower, upper, work, merged] = ["lower", "upper", "work", "merged"].map((name) => {
    mkdirSync(path.join(base, name), { mode: 0o755 });
    return path.join(base, name);
  }) as [string, string, string, string];
  for (const name of ["suite", "student"]) mkdirSync(path.join(lower, name), { mode: 0o755 });
  const options = `lowerdir=${lower},upperdir=${upper},workdir=${work}`;
  const mounted = spawnSync("mount", ["-t", "overlay", "overlay", "-o", options, merged]);
  const unmount = () => {
    spawnSync("umount", [merged]);
    rmSync(base, { recursive: true, force: true });
  };
  if (mounted.status === 0) return { merged, unmount };
  unmount();
  return undefined;
}

// Only root's graders change permissions (basic mode as root), and they hold the changes together in
// a folder only root may write (see shared-mode-holds.ts).
describe.runIf(process.getuid?.() === 0)("as root", () => {
  const overlay = mountOverlay();
  afterAll(() => overlay?.unmount());

  test("a folder closed to others while held gets its bits back when the last run lets go", () => {
    const folder = makeFolder("suite");
    const first = holdMode("close", folder, close);
    const second = holdMode("close", folder, close);
    expect(modeOf(folder)).toBe(0o750);
    first?.letGo();
    expect(modeOf(folder)).toBe(0o750);
    second?.letGo();
    expect(modeOf(folder)).toBe(0o755);
  });

  test("a folder replaced by another while held is not given the old one's bits", () => {
    const folder = makeFolder("suite");
    const hold = holdMode("close", folder, close);
    rmSync(folder, { recursive: true });
    mkdirSync(folder, { mode: 0o700 }); // someone's private folder, now at the same path
    hold?.letGo();
    expect(modeOf(folder)).toBe(0o700);
  });

  test.each([
    ["the close first", 0],
    ["the pass first", 1],
  ])(
    "a folder closed by one run and opened to pass by another gets its bits back, %s let go",
    (_, first) => {
      const folder = makeFolder("work");
      const closed = holdMode("close", folder, close);
      expect(modeOf(folder)).toBe(0o750);
      const passed = holdMode("pass", folder, pass);
      // Both held: the run that must pass through still can.
      expect(modeOf(folder)).toBe(0o751);
      const [one, other] = first === 0 ? [closed, passed] : [passed, closed];
      one?.letGo();
      expect(modeOf(folder)).toBe(first === 0 ? 0o755 : 0o750);
      other?.letGo();
      expect(modeOf(folder)).toBe(0o755);
    },
  );

  test("a holder whose pid now belongs to another process is not taken for a live grader", () => {
    const folder = makeFolder("suite");
    const hold = holdMode("close", folder, close);
    expect(modeOf(folder)).toBe(0o750);
    // As a grader killed by SIGKILL left it, its pid since given to a process that runs on.
    const other = spawn("sleep", ["30"], { stdio: "ignore" });
    try {
      const holds = path.join(findClaimsParent(0), "games-grade-held-modes");
      const dir = path.join(holds, createHash("sha256").update(folder).digest("hex"));
      writeFileSync(path.join(dir, `${other.pid}.close`), "1");
      hold?.letGo();
      expect(modeOf(folder)).toBe(0o755);
    } finally {
      other.kill();
    }
  });

  test("a change made by hand meanwhile to bits no hold touches is kept", () => {
    const folder = makeFolder("suite");
    const hold = holdMode("close", folder, close);
    chmodSync(folder, 0o700);
    hold?.letGo();
    expect(modeOf(folder)).toBe(0o705);
  });

  test("a folder kept to a group of its own gets an id no box user has, then its group and bits back", () => {
    const folder = makeFolder("student");
    const own = { clear: 0o077, set: 0o050, group: true };
    const first = holdMode("group", folder, own);
    const again = holdMode("group", folder, own);
    // Past the box users' 4096 uids from 60000, and below Debian's dynamic ids.
    expect(first?.gid).toBeGreaterThanOrEqual(64_096);
    expect(first?.gid).toBeLessThan(65_000);
    expect(again?.gid).toBe(first?.gid);
    expect(statSync(folder)).toMatchObject({ gid: first?.gid });
    expect(modeOf(folder)).toBe(0o750);
    first?.letGo();
    again?.letGo();
    expect(statSync(folder)).toMatchObject({ gid: 0 });
    expect(modeOf(folder)).toBe(0o755);
  });

  // A Docker image's files are a lower layer: a folder's first change copies it up, with a new
  // birth time, which the holds must still take for the same folder.
  test.runIf(overlay !== undefined)(
    "folders of an overlay's lower layer get their bits and group back",
    () => {
      const merged = overlay?.merged ?? "";
      const suite = path.join(merged, "suite");
      const student = path.join(merged, "student");
      const closed = holdMode("close", suite, close);
      const grouped = holdMode("group", student, { clear: 0o077, set: 0o050, group: true });
      expect(modeOf(suite)).toBe(0o750);
      expect(statSync(student)).toMatchObject({ gid: grouped?.gid });
      closed?.letGo();
      grouped?.letGo();
      expect(modeOf(suite)).toBe(0o755);
      expect(modeOf(student)).toBe(0o755);
      expect(statSync(student)).toMatchObject({ gid: 0 });
    },
  );

  test("nothing is held for a change that changes nothing", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "held-modes-")); // 0700: already closed
    expect(holdMode("close", folder, close)).toBeUndefined();
    expect(modeOf(folder)).toBe(0o700);
  });
});
