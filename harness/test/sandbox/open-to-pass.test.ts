import { mkdirSync, mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { openToPass } from "../../src/sandbox/open-to-pass.js";

const modeOf = (entry: string) => statSync(entry).mode & 0o777;

// Only root's graders change permissions (basic mode as root), and they hold the changes together in
// a folder only root may write (see shared-mode-holds.ts).
describe.runIf(process.getuid?.() === 0)("as root", () => {
  test("folders above what a box user needs may be passed through while runs hold them, then are as before", () => {
    const closed = mkdtempSync(path.join(tmpdir(), "open-to-pass-")); // 0700, as `mktemp -d` makes it
    const program = path.join(closed, "checkout", "program");
    mkdirSync(program, { recursive: true, mode: 0o755 });
    const first = openToPass([program]);
    const second = openToPass([program]);
    expect(modeOf(closed)).toBe(0o701);
    first();
    expect(modeOf(closed)).toBe(0o701); // the other run still holds it
    second();
    expect(modeOf(closed)).toBe(0o700);
    // A folder already open to others is left alone.
    expect(modeOf(path.join(closed, "checkout"))).toBe(0o755);
  });

  test("a needed folder closed to others may be passed through too, for its entries to be shown", () => {
    const closed = mkdtempSync(path.join(tmpdir(), "open-to-pass-"));
    const letGo = openToPass([closed]);
    expect(modeOf(closed)).toBe(0o701);
    letGo();
    expect(modeOf(closed)).toBe(0o700);
  });
});
