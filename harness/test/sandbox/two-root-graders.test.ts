import { spawn } from "node:child_process";
import { once } from "node:events";
import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { BOX_UID_BASE } from "../../src/sandbox/box-user.js";
import { detectIsolation } from "../../src/sandbox/detect-isolation.js";
import { makeSuite } from "../helpers/suites.js";

const bin = fileURLToPath(new URL("../../bin/games-grade.js", import.meta.url));
const isRoot = process.getuid?.() === 0;
const modes = detectIsolation().bwrapProblem === undefined ? ["basic", "strict"] : ["basic"];

/** The real uid of each running process whose command line is exactly `words`. */
function findUidsOf(words: readonly string[]): Map<number, number> {
  const found = new Map<number, number>();
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, "utf8") !== `${words.join("\0")}\0`) continue;
      const uid = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
      if (uid !== undefined) found.set(Number(pid), Number(uid));
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

async function waitForTwo(words: readonly string[]): Promise<Map<number, number>> {
  for (;;) {
    const found = findUidsOf(words);
    if (found.size >= 2) return found;
    await sleep(100);
  }
}

function startGrader(suite: string, command: string, mode: string) {
  const args = [
    bin,
    suite,
    "--cmd",
    command,
    "--sandbox",
    mode,
    "--wall-limit",
    "200s",
    "-r",
    "json",
  ];
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "ignore"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return once(child, "exit").then(() => {
    const report = JSON.parse(output) as { cases: { firstDifference?: { actual: string } }[] };
    return report.cases[0]?.firstDifference?.actual;
  });
}

describe.runIf(isRoot)("two graders run as root at once", () => {
  test.each(modes)(
    "give their runs different box users (%s)",
    { timeout: 300_000 },
    async (mode) => {
      const suite = await makeSuite({ "a.in": "", "a.out": "x\n" });
      // Each program prints its uid, then sleeps until the test has seen both asleep at once.
      const nap = ["sleep", String(600_000 + Math.floor(Math.random() * 100_000))];
      const command = `sh -c 'id -u; ${nap.join(" ")}; :'`;
      const reports = [startGrader(suite, command, mode), startGrader(suite, command, mode)];
      const asleep = await waitForTwo(nap);
      for (const pid of asleep.keys()) process.kill(pid, "SIGKILL");
      const printed = await Promise.all(reports);
      const uids = [...asleep.values()];
      expect(uids.every((uid) => uid >= BOX_UID_BASE)).toBe(true);
      expect(new Set(uids).size).toBe(2);
      expect(printed.sort()).toEqual(uids.sort().map((uid) => `${uid}\n`));
    },
  );
});
