import { describe, expect, test } from "vitest";
import { moveCommandPaths } from "../../src/suite/move-command-paths.js";

const moved = { from: "/course/a", to: "/tmp/copy/files" };

describe("a command's paths into a folder built in a copy", () => {
  test.each([
    ["python3 /course/a/main.py", "python3 /tmp/copy/files/main.py"],
    ["java -cp '/course/a' Main", "java -cp '/tmp/copy/files' Main"],
    ["CLASSPATH=/course/a java Main", "CLASSPATH=/tmp/copy/files java Main"],
    // After a shell's operators too: these were left pointing at the folder the box does not show.
    ["cd /course/a;make", "cd /tmp/copy/files;make"],
    ["(cd /course/a && make)", "(cd /tmp/copy/files && make)"],
    ["cc main.c >/course/a/out.txt", "cc main.c >/tmp/copy/files/out.txt"],
  ])("%s is read in the copy", (command, expected) => {
    expect(moveCommandPaths(command, moved)).toBe(expected);
  });

  test.each([
    "python3 /course/ab/main.py",
    "python3 /course/a.bak/main.py",
    "python3 /x/course/a/main.py",
    "python3 main.py",
    "cat /course/a+b/x",
    "cat ~/course/a/x",
    "cat /x/ñ/course/a/y",
  ])("%s is left as it is", (command) => {
    expect(moveCommandPaths(command, moved)).toBe(command);
  });
});
