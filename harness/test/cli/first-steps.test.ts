import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { runCli } from "../../src/cli/run-cli.js";
import { loadGenerator } from "../../src/fuzz/load-generator.js";
import { makeIo } from "../helpers/memory-io.js";
import { makeSuite, nodeProgram } from "../helpers/suites.js";

/** Runs the CLI in process; a usage error comes back as its one line, as `runMain` prints it. */
async function run(args: string[]): Promise<{ status: number; text: string }> {
  const io = makeIo(args);
  try {
    return { status: await runCli(io, { NO_COLOR: "1" }), text: io.text() };
  } catch (error) {
    return { status: 2, text: (error as Error).message };
  }
}

describe("the mistakes of a first run get a line that says what to do", () => {
  test("a misspelt game lists the games and the likely one, even with --cmd given", async () => {
    const { status, text } = await run(["--game", "gose", "--cmd", "cat"]);
    expect(status).toBe(2);
    expect(text).toBe(
      'unknown game "gose": did you mean goose? (the games are battleship, campus-chaos, fish, goose, nim)',
    );
  });

  test("--timeout suggests --time-limit, a typo the option it was meant to be", async () => {
    expect((await run(["suite", "--timeout", "3"])).text).toBe(
      "unknown option '--timeout' (did you mean --time-limit? see --help)",
    );
    expect((await run(["suite", "--filtr", "a"])).text).toBe(
      "unknown option '--filtr' (did you mean --filter? see --help)",
    );
    expect((await run(["suite", "--bogus"])).text).toBe("unknown option '--bogus' (see --help)");
  });

  test("a file given as the suite is named as such, with no system error code", async () => {
    const suite = await makeSuite({ "a.out": "x\n" });
    const file = path.join(suite, "a.out");
    const { status, text } = await run([file, "--cmd", nodeProgram("echo-input.mjs")]);
    expect(status).toBe(2);
    expect(text).toBe(
      `the suite ${file} is a file, not a folder: give the folder that holds the cases`,
    );
  });

  test("--version prints the harness's version", async () => {
    const manifest = JSON.parse(
      readFileSync(new URL("../../package.json", import.meta.url), "utf8"),
    ) as { version: string };
    expect(await run(["--version"])).toEqual({
      status: 0,
      text: `games-grade ${manifest.version}\n`,
    });
  });

  test("fuzz says the game package is the reference, and must be installed", async () => {
    const empty = await makeSuite({});
    await expect(loadGenerator("goose", [empty])).rejects.toThrow(
      "fuzz needs it installed beside the harness: its program is the reference the candidate is compared with, and its generateInput makes the inputs (npx -p @games/harness -p @games/goose games-grade fuzz …, or build it in this repository)",
    );
  });
});
