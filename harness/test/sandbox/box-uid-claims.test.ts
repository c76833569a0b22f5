import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";
import { afterAll, describe, expect, test } from "vitest";
import { type Claimer, claimUid, releaseUid } from "../../src/sandbox/box-uid-claims.js";
import { isAlive, startOf } from "../../src/sandbox/is-alive.js";

const scratch = mkdtempSync(path.join(tmpdir(), "box-uid-claims-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let folders = 0;
function makeFolder(): string {
  const folder = path.join(scratch, `claims-${++folders}`);
  mkdirSync(folder);
  return folder;
}

// Above the kernel's largest pid (PID_MAX_LIMIT, 2^22): never a live process.
const DEAD_PID = 2 ** 22 + 1;

/** A claim made by hand, as a grader now gone left it (by one from before starts were written: ""). */
function leaveClaim(folder: string, uid: number, pid: number, start = ""): void {
  mkdirSync(path.join(folder, String(uid)));
  writeFileSync(path.join(folder, String(uid), String(pid)), start);
}

/** A claimer with a pid of its own choosing; `live` are the pids it takes for running graders. */
function fakeClaimer(folder: string, pid: number, live: readonly number[] = []): Claimer {
  return { folder, pid, start: "", isAlive: (other) => other === pid || live.includes(other) };
}

describe("box uids claimed across graders", () => {
  test("the lowest free uid is claimed, and a uid held by a live grader is not", () => {
    const folder = makeFolder();
    leaveClaim(folder, 60000, 111);
    expect(claimUid(fakeClaimer(folder, 222, [111]), 60000, 10)).toBe(60001);
    expect(claimUid(fakeClaimer(folder, 333, [111, 222]), 60000, 10)).toBe(60002);
    expect(readdirSync(path.join(folder, "60000"))).toEqual(["111"]);
    expect(readdirSync(path.join(folder, "60002"))).toEqual(["333"]);
  });

  test("a claim left by a dead grader is taken over", () => {
    const folder = makeFolder();
    leaveClaim(folder, 60000, 111);
    expect(claimUid(fakeClaimer(folder, 222), 60000, 10)).toBe(60000);
    expect(readdirSync(path.join(folder, "60000"))).toEqual(["222"]);
  });

  test("a claim whose holder's pid now belongs to another process is taken over", () => {
    const folder = makeFolder();
    // This test's own pid, as a grader that started at another time wrote it.
    leaveClaim(folder, 60000, process.pid, "1");
    leaveClaim(folder, 60001, process.pid, startOf(process.pid));
    leaveClaim(folder, 60002, process.pid);
    const claimer = { folder, pid: DEAD_PID, start: "7", isAlive };
    expect(claimUid(claimer, 60000, 10)).toBe(60000);
    expect(readFileSync(path.join(folder, "60000", String(DEAD_PID)), "utf8")).toBe("7");
    // The same process, and one whose start was not written: alive.
    expect(claimUid(claimer, 60001, 10)).toBe(60003);
  });

  test("a claim holding something that is not a pid is left alone", () => {
    const folder = makeFolder();
    leaveClaim(folder, 60000, 111);
    writeFileSync(path.join(folder, "60000", "notes"), "");
    expect(claimUid(fakeClaimer(folder, 222), 60000, 10)).toBe(60001);
  });

  test("a released uid is free to claim again, by another grader", () => {
    const folder = makeFolder();
    const first = fakeClaimer(folder, 111);
    expect(claimUid(first, 60000, 10)).toBe(60000);
    releaseUid(first, 60000);
    expect(readdirSync(folder)).not.toContain("60000");
    expect(claimUid(fakeClaimer(folder, 222, [111]), 60000, 10)).toBe(60000);
  });

  test("releasing leaves another grader's claim of the same uid alone", () => {
    const folder = makeFolder();
    leaveClaim(folder, 60000, 111);
    releaseUid(fakeClaimer(folder, 222, [111]), 60000);
    expect(readdirSync(path.join(folder, "60000"))).toEqual(["111"]);
  });

  test("no uid is claimed when every one is held by a live grader", () => {
    const folder = makeFolder();
    for (const uid of [60000, 60001, 60002]) leaveClaim(folder, uid, 111);
    expect(claimUid(fakeClaimer(folder, 222, [111]), 60000, 3)).toBeUndefined();
    expect(claimUid(fakeClaimer(folder, 222, [111]), 60000, 4)).toBe(60003);
  });

  test("two graders claiming at once in two processes never get the same uid, dead claims included", {
    timeout: 120_000,
  }, async () => {
    const folder = makeFolder();
    for (let uid = 60000; uid < 60040; uid++) leaveClaim(folder, uid, DEAD_PID);
    const script = bundleClaimingScript();
    const graders = [spawnClaiming(script, folder), spawnClaiming(script, folder)];
    await Promise.all(graders.map((grader) => grader.ready));
    for (const grader of graders) grader.child.stdin.write("go\n");
    const [first = [], second = []] = await Promise.all(graders.map((grader) => grader.uids));
    for (const grader of graders) grader.child.stdin.end();
    await Promise.all(graders.map((grader) => once(grader.child, "exit")));
    expect(first).toHaveLength(CLAIMS_EACH);
    expect(second).toHaveLength(CLAIMS_EACH);
    expect(new Set([...first, ...second]).size).toBe(2 * CLAIMS_EACH);
    // The dead claims were taken over rather than skipped.
    expect(Math.max(...first, ...second)).toBe(60000 + 2 * CLAIMS_EACH - 1);
  });
});

const CLAIMS_EACH = 50;

/**
 * A grader's claiming alone, bundled from the sources: it claims `CLAIMS_EACH` uids once told to
 * go, prints them, and stays alive, so its claims stay live, until its standard input ends.
 */
function bundleClaimingScript(): string {
  const contents = `
    import { createInterface } from "node:readline";
    import { claimUid } from "./box-uid-claims.ts";
    import { isAlive, startOf } from "./is-alive.ts";
    const claimer = { folder: process.argv[2], pid: process.pid, start: startOf(process.pid), isAlive };
    const lines = createInterface({ input: process.stdin });
    console.log("ready");
    lines.once("line", () => {
      const uids = Array.from({ length: ${CLAIMS_EACH} }, () => claimUid(claimer, 60000, 4096));
      console.log(JSON.stringify(uids));
    });`;
  const source = fileURLToPath(new URL("../../src/sandbox/", import.meta.url));
  const built = buildSync({
    stdin: { contents, resolveDir: source, loader: "ts" },
    bundle: true,
    platform: "node",
    format: "esm",
    write: false,
  });
  const script = path.join(scratch, "claim.mjs");
  writeFileSync(script, built.outputFiles[0]?.text ?? "");
  return script;
}

function spawnClaiming(script: string, folder: string) {
  const child = spawn(process.execPath, [script, folder], { stdio: ["pipe", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => String((await lines.next()).value);
  const ready = next();
  const uids = ready.then(async () => JSON.parse(await next()) as number[]);
  return { child, ready, uids };
}
