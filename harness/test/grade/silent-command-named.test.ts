import { describe, expect, test } from "vitest";
import { describeCommand } from "../../src/compare/describe-command.js";
import { runSuite } from "../../src/index.js";
import { makeSuite, nodeProgram } from "../helpers/suites.js";

describe("the command named in a protocol case", () => {
  test("is the first that should print nothing and printed something", async () => {
    const suite = await makeSuite({ "p.protocol": "> add 1\n> add 2\n> print\n3\n" });
    // Copies each command line to its output, as an echo (or a prompt) would.
    const result = await runSuite({ suite, command: nodeProgram("echo-input.mjs") });
    const command = result.cases[0]?.firstDifference?.command;
    expect(command).toMatchObject({ line: 1, of: 3, text: "add 1", expected: "" });
    expect(command === undefined ? "" : describeCommand(command)).toBe(
      'answer to command 1 of 3, "add 1": expected nothing, got "add 1"',
    );
  });
});
