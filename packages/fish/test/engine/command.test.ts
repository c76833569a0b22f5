import { describe, expect, test } from "vitest";
import { parseCommand } from "../../src/engine/command.js";

describe("parseCommand", () => {
  test.each(["1", "2", "3", "4", "5", "6"])("reads %s as a roll", (token) => {
    expect(parseCommand(token)).toEqual({ kind: "roll", die: Number(token) });
  });

  test.each(["", "0", "7", "01", "+1", "-1", " 1", "1 ", "1.0", "６", "O", "M", "400000"])(
    "refuses %j as invalid",
    (token) => {
      expect(parseCommand(token)).toEqual({ kind: "invalid", token });
    },
  );
});
