import { describe, expect, test } from "vitest";
import { describeCommand } from "../../src/compare/describe-command.js";
import { findFirstDifference } from "../../src/compare/first-difference.js";
import { locateCommand } from "../../src/compare/locate-command.js";

const lines = ["hello", "quiet", "count 2", "bye"];
// A made-up game: a greeting, "hi" to hello, nothing to quiet, two lines to count 2, "bye" to bye.
const answers = { before: "ready\n", answers: ["hi\n", "", "1\n2\n", "bye\n"], after: "" };
const expected = "ready\nhi\n1\n2\nbye\n";

function locate(actual: string, mode: "exact" | "tokens" = "exact") {
  const difference = findFirstDifference(expected, actual, mode);
  if (difference === undefined) throw new Error("the outputs agree");
  return locateCommand(lines, answers, expected, actual, difference);
}

describe("locateCommand", () => {
  test("names the command whose answer holds the first difference, with both answers", () => {
    expect(locate("ready\nhi\n1\n3\nbye\n")).toEqual({
      line: 3,
      of: 4,
      text: "count 2",
      expected: "1\n2\n",
      actual: "1\n3\n",
    });
  });

  test("takes the actual answer up to where the next expected answer starts again", () => {
    expect(locate("ready\nhi\n1\nand more\n2\nbye\n")).toMatchObject({
      line: 3,
      actual: "1\nand more\n2\n",
    });
    expect(locate("ready\nhi\nbye\n")).toMatchObject({ line: 3, actual: "" });
  });

  test("names the first command not answered by a program that stops early", () => {
    expect(locate("ready\nhi\n")).toMatchObject({ line: 3, text: "count 2", actual: "" });
    expect(locate("ready\nhi\n1\n2\n")).toMatchObject({ line: 4, text: "bye", actual: "" });
  });

  test("names the first command not answered by a program that stops after a prompt, under trim-end", () => {
    const console = { before: "$ ", answers: ["hi\n$ ", "bye\n"], after: "" };
    const text = "$ hi\n$ bye\n";
    const actual = "$ hi\n$ ";
    const difference = findFirstDifference(text, actual, "trim-end");
    if (difference === undefined) throw new Error("the outputs agree");
    expect(locateCommand(["hello", "exit"], console, text, actual, difference)).toEqual({
      line: 2,
      of: 2,
      text: "exit",
      expected: "bye\n",
      actual: "",
    });
  });

  test("finds the answer under tokens by the expected token's place", () => {
    expect(locate("ready hi 1 2 byebye", "tokens")).toMatchObject({ line: 4, text: "bye" });
  });

  test("names no command for a difference in the greeting or past the expected end", () => {
    expect(locate("steady\nhi\n1\n2\nbye\n")).toBeUndefined();
    expect(locate(`${expected}more\n`)).toBeUndefined();
  });

  // Whether it was printed before the first command was read cannot be told from the output; an
  // echo of each command is the usual cause, and is that command's.
  test("gives output added right after the greeting to the first command, within it to none", () => {
    expect(locate("ready\nEXTRA\nhi\n1\n2\nbye\n")).toMatchObject({
      line: 1,
      actual: "EXTRA\nhi\n",
    });
    const silent = { before: "", answers: ["", "3\n"], after: "" };
    const extra = "EXTRA LINE\n3\n";
    const difference = findFirstDifference("3\n", extra, "exact");
    if (difference === undefined) throw new Error("the outputs agree");
    expect(locateCommand(["WYM", "print"], silent, "3\n", extra, difference)).toMatchObject({
      line: 1,
      expected: "",
      actual: "EXTRA LINE\n",
    });
    expect(locate("EXTRA\nready\nhi\n1\n2\nbye\n")).toBeUndefined();
  });

  test("names no command when the answers do not make up the expected output", () => {
    const other = "ready\nhello\n";
    const difference = findFirstDifference(other, "ready\nhullo\n", "exact");
    if (difference === undefined) throw new Error("the outputs agree");
    expect(locateCommand(lines, answers, other, "ready\nhullo\n", difference)).toBeUndefined();
  });

  test("keeps an answer that shares its lines with prompts (the answer starts mid-line)", () => {
    const prompts = { before: "name: ", answers: ["\nage: ", "\nbye\n"], after: "" };
    const text = "name: \nage: \nbye\n";
    const actual = "name: \nold: \nbye\n";
    const difference = findFirstDifference(text, actual, "exact");
    if (difference === undefined) throw new Error("the outputs agree");
    expect(locateCommand(["Ann", "7"], prompts, text, actual, difference)).toEqual({
      line: 1,
      of: 2,
      text: "Ann",
      expected: "\nage: ",
      actual: "\nold: ",
    });
  });

  test.each([
    ["one line", `${"\u0001".repeat(1024 * 1024)}\n`],
    ["a few long lines", `${"\u0001".repeat(100 * 1024)}\n`.repeat(30)],
  ])("keeps at most 8 KiB of a huge last answer (%s), marked as cut", (_shape, huge) => {
    const command = locate(`ready\nhi\n1\n2\n${huge}`);
    expect(command).toMatchObject({ line: 4, actualCut: true });
    expect(command?.actual.length).toBeLessThanOrEqual(8 * 1024);
    expect(command?.expectedCut).toBeUndefined();
  });

  test("keeps at most 8 KiB and 40 lines of a huge expected answer too", () => {
    const long = `${"x".repeat(100 * 1024)}\n`;
    const board = `${"row\n".repeat(60)}`;
    for (const answer of [long, board]) {
      const parts = { before: "", answers: [answer], after: "" };
      const difference = findFirstDifference(answer, "y\n", "exact");
      if (difference === undefined) throw new Error("the outputs agree");
      const command = locateCommand(["show"], parts, answer, "y\n", difference);
      expect(command).toMatchObject({ expectedCut: true, actual: "y\n" });
      expect(command?.expected.length).toBeLessThanOrEqual(8 * 1024);
      expect(command?.expected.split("\n").length).toBeLessThanOrEqual(41);
    }
  });

  test("names a command expected to answer nothing that answered something", () => {
    const silent = { before: "", answers: ["", "", "3\n"], after: "" };
    const actual = "add 1\nadd 2\nprint\n3\n";
    const difference = findFirstDifference("3\n", actual, "exact");
    if (difference === undefined) throw new Error("the outputs agree");
    const command = locateCommand(["add 1", "add 2", "print"], silent, "3\n", actual, difference);
    expect(command).toEqual({
      line: 1,
      of: 3,
      text: "add 1",
      expected: "",
      actual: "add 1\nadd 2\nprint\n",
    });
  });

  // Added output is taken only when the expected text from there comes after it unchanged: a
  // looser rule (more lines than expected) named a command that rightly printed nothing for most
  // wrong answers followed by an extra line, in the games' own cases.
  test("names the command whose answer holds the difference when nothing after it resyncs", () => {
    const silent = { before: "", answers: ["", "", "3\n"], after: "" };
    const echoOnly = "add 1\nadd 2\nprint\n";
    const difference = findFirstDifference("3\n", echoOnly, "exact");
    if (difference === undefined) throw new Error("the outputs agree");
    const lines = ["add 1", "add 2", "print"];
    expect(locateCommand(lines, silent, "3\n", echoOnly, difference)).toMatchObject({ line: 3 });
    const quiet = { before: "", answers: ["", "1\n", "2\n"], after: "" };
    const changedThenExtra = "X\nextra\n2\n";
    const changed = findFirstDifference("1\n2\n", changedThenExtra, "exact");
    if (changed === undefined) throw new Error("the outputs agree");
    expect(locateCommand(lines, quiet, "1\n2\n", changedThenExtra, changed)).toMatchObject({
      line: 2,
      expected: "1\n",
    });
    const repeated = { before: "", answers: ["", "no\n", "no\n", "no\n", "ok\n"], after: "" };
    const expected = "no\nno\nno\nok\n";
    const wrongThenExtra = "nX\nextra\nno\nno\nok\n";
    const inRun = findFirstDifference(expected, wrongThenExtra, "exact");
    if (inRun === undefined) throw new Error("the outputs agree");
    const five = ["q", "a", "b", "c", "d"];
    expect(locateCommand(five, repeated, expected, wrongThenExtra, inRun)).toMatchObject({
      line: 2,
    });
  });

  test("names the silent command after a right answer, or the next when it kept quiet", () => {
    expect(locate("ready\nhi\nshh\n1\n2\nbye\n")).toMatchObject({
      line: 2,
      text: "quiet",
      expected: "",
      actual: "shh\n",
    });
    expect(locate("ready\nhi\n0\n2\nbye\n")).toMatchObject({ line: 3, actual: "0\n2\n" });
  });

  test("finds the command of a difference that follows a character above U+FFFF", () => {
    const answers = { before: "", answers: ["😀 ok\n", "😀 😀 b\n"], after: "" };
    const expected = "😀 ok\n😀 😀 b\n";
    const actual = "😀 ok\n😀 😀 c\n";
    const difference = findFirstDifference(expected, actual, "exact");
    if (difference === undefined) throw new Error("the outputs agree");
    expect(locateCommand(["one", "two"], answers, expected, actual, difference)).toMatchObject({
      line: 2,
      expected: "😀 😀 b\n",
      actual: "😀 😀 c\n",
    });
  });

  // Cut to the expected answer's length, a prompt's `> > > Nonex` read as all the program answered.
  test("marks an answer cut where the expected one ends, the next not found again, as cut", () => {
    const prompted = { before: "", answers: ["Nonexistent\n", "ok\n"], after: "" };
    const text = "Nonexistent\nok\n";
    const actual = "> > Nonexistent\n> ok\n";
    const difference = findFirstDifference(text, actual, "exact");
    if (difference === undefined) throw new Error("the outputs agree");
    const command = locateCommand(["find", "check"], prompted, text, actual, difference);
    expect(command).toMatchObject({ line: 1, actual: "> > Nonexist", actualCut: true });
    expect(command === undefined ? "" : describeCommand(command)).toBe(
      'answer to command 1 of 2, "find": expected "Nonexistent", got "> > Nonexist"…',
    );
    // Whole lines for an answer of whole lines are taken as the answer they read as.
    const reworded = "Nonexisting\nOK\n";
    const changed = findFirstDifference(text, reworded, "exact");
    if (changed === undefined) throw new Error("the outputs agree");
    const whole = locateCommand(["find", "check"], prompted, text, reworded, changed);
    expect(whole).toEqual({
      line: 1,
      of: 2,
      text: "find",
      expected: "Nonexistent\n",
      actual: "Nonexisting\n",
    });
  });

  test("finds the next answer again only at the start of a line", () => {
    expect(locate("ready\nhi\n1\n3bye\nbye\n")).toMatchObject({
      line: 3,
      actual: "1\n3bye\n",
    });
  });
});
