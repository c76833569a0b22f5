import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { holdMode } from "../../src/sandbox/held-modes.js";

const modeOf = (entry: string) => statSync(entry).mode & 0o777;
const close = { clear: 0o007 };
const pass = { set: 0o001 };

// Only root's graders change permissions (basic mode as root), and they hold the changes together in
// a folder only root may write (see shared-mode-holds.ts).
describe.runIf(process.getuid?.() === 0)("as root", () => {
  test("a folder closed to others while held gets its bits back when the last run lets go", () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), "held-modes-")), "suite");
    mkdirSync(folder, { mode: 0o755 });
    const first = holdMode("close", folder, close);
    const second = holdMode("close", folder, close);
    expect(modeOf(folder)).toBe(0o750);
    first?.();
    expect(modeOf(folder)).toBe(0o750);
    second?.();
    expect(modeOf(folder)).toBe(0o755);
  });

  test("a folder replaced by another while held is not given the old one's bits", () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), "held-modes-")), "suite");
    mkdirSync(folder, { mode: 0o755 });
    const letGo = holdMode("close", folder, close);
    rmSync(folder, { recursive: true });
    mkdirSync(folder, { mode: 0o700 }); // someone's private folder, now at the same path
    letGo?.();
    expect(modeOf(folder)).toBe(0o700);
  });

  test.each([
    ["the close first", 0],
    ["the pass first", 1],
  ])(
    "a folder closed by one run and opened to pass by another gets its bits back, %s let go",
    (_, first) => {
      const folder = path.join(mkdtempSync(path.join(tmpdir(), "held-modes-")), "work");
      mkdirSync(folder, { mode: 0o755 });
      const closed = holdMode("close", folder, close);
      expect(modeOf(folder)).toBe(0o750);
      const passed = holdMode("pass", folder, pass);
      // Both held: the run that must pass through still can.
      expect(modeOf(folder)).toBe(0o751);
      const [one, other] = first === 0 ? [closed, passed] : [passed, closed];
      one?.();
      expect(modeOf(folder)).toBe(first === 0 ? 0o755 : 0o750);
      other?.();
      expect(modeOf(folder)).toBe(0o755);
    },
  );

  test("a change made by hand meanwhile to bits no hold touches is kept", () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), "held-modes-")), "suite");
    mkdirSync(folder, { mode: 0o755 });
    const letGo = holdMode("close", folder, close);
    chmodSync(folder, 0o700);
    letGo?.();
    expect(modeOf(folder)).toBe(0o705);
  });

  test("nothing is held for a change that changes nothing", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "held-modes-")); // 0700: already closed
    expect(holdMode("close", folder, close)).toBeUndefined();
    expect(modeOf(folder)).toBe(0o700);
  });
});
