import { describe, expect, test } from "vitest";
import { runSuite } from "../../src/index.js";
import { makeSuite } from "../helpers/suites.js";

// Answers each command in capitals, and dies (exit code 1) at `c`; `b!` is answered wrongly.
const DIES_AT_C = `import { createInterface } from "node:readline";
for await (const line of createInterface({ input: process.stdin })) {
  if (line === "c") process.exit(1);
  console.log(line === "b!" ? "WRONG" : line.toUpperCase());
}
`;

async function gradeCrash(protocol: string) {
  const suite = await makeSuite({ "p.protocol": protocol });
  const program = await makeSuite({ "main.mjs": DIES_AT_C });
  const result = await runSuite({ suite, command: "node main.mjs", cwd: program, sandbox: "none" });
  return result.cases[0];
}

describe("a Runtime Error in a case whose commands are known", () => {
  // A crash said only `exit code 1`: where, among 40 commands, was left to the diff of the output.
  test("names the command whose answer its output stopped at", async () => {
    const item = await gradeCrash("> a\nA\n> b\nB\n> c\nC\n> d\nD\n");
    expect(item?.verdict).toBe("Runtime Error");
    expect(item?.message).toBe(
      'exit code 1; its output stopped at the answer to command 3 of 4, "c"',
    );
  });

  test("names none when its output went wrong before it stopped", async () => {
    const item = await gradeCrash("> a\nA\n> b!\nB\n> c\nC\n");
    expect(item?.verdict).toBe("Runtime Error");
    expect(item?.message).toBe("exit code 1");
  });
});
