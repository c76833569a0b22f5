import { describe, expect, test } from "vitest";
import { findJavaMains } from "../../src/class/find-java-main.js";

const main = "public static void main(String[] args) {}";
const find = (...texts: string[]) =>
  findJavaMains(texts.map((text, index) => ({ file: `F${index}.java`, text })));

// These sources took seconds before (a pattern that backtracked, a scan that grew with the square
// of the source), now milliseconds. Speed is the benches' to measure, not a timed assertion a loaded
// machine fails: the answers are checked here, and the test's own limit catches a hang.
const SLOW_REGRESSION_MS = 15_000;

describe("findJavaMains", () => {
  test("finds the class with public static void main, qualified by its package", () => {
    expect(find(`package app.games;\nimport java.util.*;\npublic class Main { ${main} }`)).toEqual([
      { className: "app.games.Main", file: "F0.java" },
    ]);
  });

  test("finds a main in a class without a package, after another class in the file", () => {
    expect(find(`class Helper { void run() {} }\nclass Start { ${main} }`)).toEqual([
      { className: "Start", file: "F0.java" },
    ]);
  });

  test.each([
    ["static public void main(String... args) {}"],
    ["public static final void main(final String args[]) {}"],
    ["public static void main(java.lang.String [] argv) {}"],
  ])("accepts the other ways to write main: %s", (method) => {
    expect(find(`public class Main { ${method} }`)).toHaveLength(1);
  });

  test("names a nested class as java wants it (Outer$Inner)", () => {
    const text = `package p; public class Outer { int x; static class Inner { ${main} } }`;
    expect(find(text)).toEqual([{ className: "p.Outer$Inner", file: "F0.java" }]);
  });

  test("ignores a main in a comment or a string, and one that is not public static", () => {
    const text = [
      "public class Main {",
      `  // ${main}`,
      `  /* ${main} */`,
      `  String s = "${main.replace("{}", "")}";`,
      "  static void main(String[] args) {}",
      "  public void main(String[] args) {}",
      "}",
    ].join("\n");
    expect(find(text)).toEqual([]);
  });

  test("a brace in a string or a character does not end the class", () => {
    const text = `class A { String s = "}"; char c = '}'; ${main} }`;
    expect(find(text)).toEqual([{ className: "A", file: "F0.java" }]);
  });

  test("reports every main when several classes have one", () => {
    const found = find(`class A { ${main} }`, `package q; class B { ${main} }`);
    expect(found.map((item) => item.className)).toEqual(["A", "q.B"]);
  });
});

describe("findJavaMains, against sources made to be slow", () => {
  // Run in the grader's one thread for every Java student: before, each of these took seconds,
  // growing with the square of its length (a megabyte, hours), and held up the whole class.
  test.each([
    ["a run of modifiers", `class Main { ${"public ".repeat(60_000)}}`, []],
    [
      "blank lines before the code, and no package",
      `${"\n".repeat(60_000)}class Main { ${main} }`,
      [{ className: "Main", file: "F0.java" }],
    ],
    [
      "a package after blank lines",
      `${"\n".repeat(60_000)}package p;\nclass Main { ${main} }`,
      [{ className: "p.Main", file: "F0.java" }],
    ],
    [
      "blank-looking lines before the code",
      `${" \n".repeat(60_000)}class Main { ${main} }`,
      [{ className: "Main", file: "F0.java" }],
    ],
  ])(
    "%s",
    (_, text, found) => {
      expect(find(text)).toEqual(found);
    },
    SLOW_REGRESSION_MS,
  );

  test(
    "many mains deep in nested classes",
    () => {
      // Before, each main read every open brace before it: 27 s for these 330 KB, growing with the
      // square of the source.
      const text = `${"class A {".repeat(20_000)}${"public static void main(String[] a) {}".repeat(4_000)}`;
      const found = find(text);
      expect(found).toHaveLength(4_000);
      expect(found[3_999]).toEqual({
        className: Array(20_000).fill("A").join("$"),
        file: "F0.java",
      });
    },
    SLOW_REGRESSION_MS,
  );

  test("names nested classes as before, whatever braces come between", () => {
    const text = `class A { { } class B { void f() { class C { ${main} } } ${main} } } class D { ${main} }`;
    expect(find(text).map((item) => item.className)).toEqual(["A$B$C", "A$B", "D"]);
    expect(find(`} ${main} class E { } { ${main} }`)).toEqual([]);
  });

  test("reads the modifiers before main as before: both public and static, in any order", () => {
    expect(find(`class A {public static void main(String[] a) {}}`)).toHaveLength(1);
    expect(find(`class A { static\n  public\tvoid main(String[] a) {} }`)).toHaveLength(1);
    expect(find(`class A { xpublic static void main(String[] a) {} }`)).toHaveLength(0);
    expect(find(`class A { public staticvoid main(String[] a) {} }`)).toHaveLength(0);
    expect(find(`class A { public int static void main(String[] a) {} }`)).toHaveLength(0);
  });
});
