import { describe, expect, test } from "vitest";
import { describeCommand } from "../../src/compare/describe-command.js";
import { runSuite } from "../../src/index.js";
import { makeSuite } from "../helpers/suites.js";

// Copies each command line to its output, as an echo (or a prompt) would, and answers `print`.
const ECHO_AND_PRINT = `import { createInterface } from "node:readline";
for await (const line of createInterface({ input: process.stdin })) {
  console.log(line);
  if (line === "print") console.log(3);
}
`;

describe("the command named in a protocol case", () => {
  test("is the first that should print nothing and printed something", async () => {
    const suite = await makeSuite({ "p.protocol": "> add 1\n> add 2\n> print\n3\n" });
    const program = await makeSuite({ "main.mjs": ECHO_AND_PRINT });
    const result = await runSuite({ suite, command: "node main.mjs", cwd: program });
    const command = result.cases[0]?.firstDifference?.command;
    expect(command).toMatchObject({ line: 1, of: 3, text: "add 1", expected: "" });
    expect(command === undefined ? "" : describeCommand(command)).toBe(
      'answer to command 1 of 3, "add 1": expected nothing, got "add 1"',
    );
  });
});
