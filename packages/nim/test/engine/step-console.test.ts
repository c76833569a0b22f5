import { describe, expect, test } from "vitest";
import { initialState } from "../../src/engine/state.js";
import { step } from "../../src/engine/step.js";
import { play } from "../helpers/play.js";

const HELP =
  "Type 'commands' to list all available commands\nType 'start' to play game\nPlayer to remove the last stone loses!\n\n";

describe("the command console", () => {
  test("help prints the help text right after the prompt, then prompts again", () => {
    expect(step(initialState, "help")).toEqual({
      state: { phase: "console" },
      output: `${HELP}$ `,
    });
  });

  test("commands lists every command with a loop-built list", () => {
    expect(step(initialState, "commands").output).toBe(
      "\n: start\n: exit\n: help\n: commands\n\n$ ",
    );
  });

  test("exit says goodbye and asks for nothing more", () => {
    expect(step(initialState, "exit")).toEqual({
      state: { phase: "exited" },
      output: "\nThank you for playing Nim\n\n",
    });
  });

  test.each(["fakecommand", "", "   ", "Exit", "start now"])(
    "the unknown command %j prints only the prompt again",
    (line) => {
      expect(step(initialState, line)).toEqual({ state: { phase: "console" }, output: "$ " });
    },
  );

  test("start asks for both names, the bound and the pile without newlines between prompts", () => {
    const { output } = play(["start", "Luke", "Han", "3"]);
    expect(output).toBe(
      "Welcome to Nim\n\nPlease enter a command to continue\n\n$ \n" +
        "Please enter Player 1's name : Please enter Player 2's name : Enter upper bound : " +
        "Enter initial number of stones : ",
    );
  });

  test("a line after exit is ignored", () => {
    expect(step({ phase: "exited" }, "help")).toEqual({ state: { phase: "exited" }, output: "" });
  });
});
