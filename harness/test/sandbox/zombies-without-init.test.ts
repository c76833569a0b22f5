import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { makeSuite } from "../helpers/suites.js";

const programs = fileURLToPath(new URL("../programs/", import.meta.url));
const bin = fileURLToPath(new URL("../../bin/games-grade.js", import.meta.url));
const isRoot = process.getuid?.() === 0;
/** A program's path on `PATH`, or undefined. */
const which = (name: string) =>
  spawnSync("/bin/sh", ["-c", `command -v ${name}`])
    .stdout.toString()
    .trim() || undefined;
const python = which("python3");

// As root where nothing reaps orphans (a container started without an init), a basic run's daemons,
// once killed, are zombies for good: their new parent never waits for them. The run's pids group
// counts them still, so a run given the same group could not fork. (Basic mode sets no
// `RLIMIT_NPROC`, which would count them against the box user: see security.md.)
describe.runIf(isRoot && python !== undefined)("zombies nothing reaps", () => {
  test("cost no other run its processes: a pids group they spoil is used no more", async () => {
    const others = ["b", "c", "d"].flatMap((name) => [
      [`${name}.in`, "x\n"],
      [`${name}.out`, "done\n"],
    ]);
    const suite = await makeSuite({
      "a.in": "spawn\n",
      "a.out": "done\n",
      ...Object.fromEntries(others),
    });
    const program = path.join(programs, "hostile/leave-zombies.sh");
    const args = [bin, suite, "--cmd", program, "--sandbox", "basic", "-j", "1", "-r", "json"];
    // The grader itself is the subreaper that reaps nothing, as such an init would be.
    const grader = spawn(
      python ?? "",
      [path.join(programs, "reap-nothing.py"), process.execPath, ...args],
      {
        stdio: ["ignore", "pipe", "ignore"],
      },
    );
    let output = "";
    grader.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    await once(grader, "close");
    const report = JSON.parse(output) as { cases: { verdict: string; stderr: string }[] };
    const verdicts = report.cases.map(({ verdict, stderr }) => `${verdict} ${stderr}`.trim());
    expect(verdicts).toEqual(Array(4).fill("Accepted"));
  }, 120_000);
});
