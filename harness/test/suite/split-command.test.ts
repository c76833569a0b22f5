import { describe, expect, test } from "vitest";
import { splitCommand } from "../../src/suite/split-command.js";

describe("splitCommand", () => {
  test.each([
    ["java -cp sub Main", ["java", "-cp", "sub", "Main"]],
    ["  node   main.js  ", ["node", "main.js"]],
    [`java -cp "my classes" Main`, ["java", "-cp", "my classes", "Main"]],
    [`echo 'a "b" c'`, ["echo", 'a "b" c']],
    [`echo "say \\"hi\\""`, ["echo", 'say "hi"']],
    ["run my\\ file", ["run", "my file"]],
    [`a""b ''`, ["ab", ""]],
  ])("splits %s into its words", (command, words) => {
    expect(splitCommand(command)).toEqual({ words, needsShell: false });
  });

  test.each([
    "java Main | tee log",
    "cd sub && java Main",
    "java $OPTS Main",
    'echo "$HOME"',
    "JAVA_OPTS=-Xmx1g java Main",
    "java -cp lib/* Main",
    "~/bin/game",
    "prog > out.txt",
  ])("sends %s to a shell", (command) => {
    expect(splitCommand(command).needsShell).toBe(true);
  });

  test("keeps quoted shell characters as plain text", () => {
    expect(splitCommand(`java -cp "lib/*" Main`)).toEqual({
      words: ["java", "-cp", "lib/*", "Main"],
      needsShell: false,
    });
  });

  test("rejects an unterminated quote", () => {
    expect(() => splitCommand(`java "Main`)).toThrow('unterminated " in the command');
  });
});
