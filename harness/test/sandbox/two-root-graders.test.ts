import { spawn } from "node:child_process";
import { once } from "node:events";
import { readdirSync, readFileSync, statSync } from "node:fs";
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

describe.runIf(isRoot)("two graders run as root in basic mode at once", () => {
  const fixtures = fileURLToPath(new URL("../../fixtures", import.meta.url));
  // The fixtures' mode as checked out, read from a folder beside them that no grader closes: other
  // tests' graders may hold the fixtures closed at any moment, until they end.
  const checkedOut = statSync(fileURLToPath(new URL("../../src", import.meta.url))).mode & 0o777;
  const givenBack = () =>
    expect.poll(() => statSync(fixtures).mode & 0o777, { timeout: 30_000 }).toBe(checkedOut);
  // The box user of a basic run is kept out of the installed fixtures by their permissions.
  const peek = `sh -c 'sleep 3; ls ${fixtures} > /dev/null 2>&1 && echo read || echo kept out'`;

  test("the second one's run stays kept out of the fixtures after the first one ends", async () => {
    const suite = await makeSuite({ "a.in": "", "a.out": "x\n" });
    const first = startGrader(suite, "sleep 1", "basic");
    await sleep(300);
    const second = startGrader(suite, peek, "basic");
    await first;
    expect(await second).toBe("kept out\n");
    await givenBack();
  }, 60_000);

  test("a grader killed by SIGKILL leaves them closed only until another grader lets go", async () => {
    const suite = await makeSuite({ "a.in": "", "a.out": "x\n" });
    const killed = spawn(
      process.execPath,
      [bin, suite, "--cmd", "sleep 30", "--sandbox", "basic"],
      {
        stdio: "ignore",
      },
    );
    await expect.poll(() => statSync(fixtures).mode & 0o007, { timeout: 10_000 }).toBe(0);
    killed.kill("SIGKILL");
    await once(killed, "exit");
    expect(await startGrader(suite, peek, "basic")).toBe("kept out\n");
    await givenBack();
  }, 60_000);
});
