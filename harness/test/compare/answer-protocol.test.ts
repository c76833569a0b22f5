import { describe, expect, test } from "vitest";
import { answerProtocol } from "../../src/compare/answer-protocol.js";
import { resolveExpected } from "../../src/compare/resolve-expected.js";
import { parseProtocol, readProtocolExpected } from "../../src/suite/parse-protocol.js";

const protocol = [
  "Welcome",
  "# a comment",
  "> start",
  "Started",
  "<r It's player [AB]'s turn\\.",
  "> quiet",
  "> roll",
  "Error, ...",
  "",
].join("\n");

describe("answerProtocol", () => {
  test("gives each > line the expected lines after it, as they were compared", () => {
    const entries = parseProtocol(protocol, "case.protocol");
    const actual = "Welcome\nStarted\nIt's player B's turn.\nError, no dice\n";
    const expected = resolveExpected(readProtocolExpected(entries), actual);
    expect(answerProtocol(entries, expected)).toEqual({
      lines: ["start", "quiet", "roll"],
      answers: {
        before: "Welcome\n",
        answers: ["Started\nIt's player B's turn.\n", "", "Error, no dice\n"],
        after: "",
      },
    });
  });
});
