import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { CLASS_FORMAT } from "../../src/class/class-report.js";
import { renderHtmlReport } from "../../src/report/html/render-html-report.js";
import { renderGradescopeResults } from "../../src/report/render-gradescope.js";
import { renderJsonReport } from "../../src/report/render-json.js";
import { renderJunitReport } from "../../src/report/render-junit.js";
import { findCopies, findHistories } from "../../src/sandbox/find-copies.js";
import { failingCases, makeCase, makeReport } from "../helpers/sample-report.js";

let scratch = "";

afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes `files` (path from the scratch folder → content) and returns the scratch folder. */
function makeTree(files: Record<string, string>): string {
  scratch = mkdtempSync(path.join(tmpdir(), "find-copies-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(scratch, name)), { recursive: true });
    writeFileSync(path.join(scratch, name), text);
  }
  return scratch;
}

describe("findCopies", () => {
  test("hides the folder of a copy of a case, whatever the copy is named", () => {
    const root = makeTree({
      "suite/a.in": "roll 3\n",
      "suite/a.out": "Player 1 moves to 3\n",
      "packages/game/fixtures/a.in": "roll 3\n",
      "deep/er/saved.expected": "Player 1 moves to 3\n",
      "deep/other.txt": "Player 1 moves to 4\n",
    });
    const suite = path.join(root, "suite");
    const secrets = [path.join(suite, "a.in"), path.join(suite, "a.out")];
    expect(findCopies([root], secrets, [suite]).sort()).toEqual([
      path.join(root, "deep", "er"),
      path.join(root, "packages", "game", "fixtures"),
    ]);
  });

  test("hides a copy in the program's own folder as that file alone", () => {
    const root = makeTree({
      "suite/a.out": "42\n",
      "student/Main.class": "x",
      "student/a.out": "42\n",
    });
    const student = path.join(root, "student");
    const secrets = [path.join(root, "suite", "a.out")];
    expect(findCopies([student], secrets, [])).toEqual([path.join(student, "a.out")]);
  });

  // A report kept from an earlier grading in the program's folder showed its diffs to the next run.
  test("hides each report of the grader's own there as that file alone, by its first bytes", () => {
    const report = makeReport(failingCases);
    const root = makeTree({
      "suite/a.out": "42\n",
      "student/Main.class": "x",
      "student/old/report.json": renderJsonReport(report),
      "student/old/report.html": renderHtmlReport(report),
      "student/old/junit.XML": renderJunitReport(report),
      "student/old/results.json": renderGradescopeResults(report),
      "student/old/class.json": `{\n  "format": "${CLASS_FORMAT}",\n  "students": []\n}\n`,
      "student/old/notes.json": '{ "format": "my-notes/1" }\n',
      "student/old/report.txt": renderJsonReport(report),
      "student/old/page.html": "<!doctype html>\n<title>games-grade · mine</title>\n",
    });
    const student = path.join(root, "student");
    const secrets = [path.join(root, "suite", "a.out")];
    const old = (name: string) => path.join(student, "old", name);
    expect(findCopies([student], secrets, []).sort()).toEqual(
      ["class.json", "junit.XML", "page.html", "report.html", "report.json", "results.json"].map(
        old,
      ),
    );
  });

  // A repository graded in before (`npx pnpm start` writes each game's reports/junit.xml) had every
  // box rebuild its folders around them, although a report of accepted cases shows no expected output.
  test("leaves a report of the grader's where it is when every case in it was accepted", () => {
    const report = makeReport([makeCase("a"), makeCase("b")]);
    const root = makeTree({
      "suite/a.out": "42\n",
      "student/reports/report.json": renderJsonReport(report),
      "student/reports/report.html": renderHtmlReport(report),
      "student/reports/junit.xml": renderJunitReport(report),
    });
    const secrets = [path.join(root, "suite", "a.out")];
    expect(findCopies([path.join(root, "student")], secrets, [])).toEqual([]);
  });

  // Node reads `d\xe9` as `d�`, a path that is not there: the copy in it went unread, and shown.
  test("hides an entry whose name is not UTF-8 whole, as the grader cannot read it", () => {
    const root = makeTree({ "suite/a.out": "42\n", "student/Main.class": "x" });
    const student = path.join(root, "student");
    const folder = Buffer.concat([Buffer.from(`${student}/`), Buffer.from("dé", "latin1")]);
    mkdirSync(folder);
    writeFileSync(Buffer.concat([folder, Buffer.from("/a.out")]), "42\n");
    const secrets = [path.join(root, "suite", "a.out")];
    expect(findCopies([student], secrets, [])).toEqual([path.join(student, "d\uFFFD")]);
  });

  test("hides a repository's history, where committed cases lie compressed", () => {
    const root = makeTree({
      "suite/a.out": "42\n",
      "repo/.git/HEAD": "ref: refs/heads/main\n",
      "repo/vendor/lib/.git/HEAD": "ref: refs/heads/main\n",
      "repo/vendor/lib/code.js": "",
    });
    const secrets = [path.join(root, "suite", "a.out")];
    expect(findCopies([path.join(root, "repo")], secrets, []).sort()).toEqual([
      path.join(root, "repo", ".git"),
      path.join(root, "repo", "vendor", "lib", ".git"),
    ]);
  });

  // Not byte-equal to a case: a revlog frames it, a pristine copy may be compressed.
  test.each([
    ".hg/store/data/a.out.i",
    ".svn/pristine/4f/4f1e.svn-base",
    ".bzr/repository/packs/a.pack",
    "_darcs/patches/0001",
    ".jj/repo/store/git/HEAD",
    ".pijul/pristine/db",
    ".fslckout",
    "_FOSSIL_",
  ])("hides another version control's store too: %s", (store) => {
    const root = makeTree({ "suite/a.out": "42\n", [`repo/${store}`]: "u\0\0\u000342\n" });
    const secrets = [path.join(root, "suite", "a.out")];
    const name = store.split("/")[0] ?? store;
    expect(findCopies([path.join(root, "repo")], secrets, [])).toEqual([
      path.join(root, "repo", name),
    ]);
  });

  test("leaves other contents, empty files and what is hidden already", () => {
    const root = makeTree({
      "suite/a.in": "",
      "suite/a.out": "42\n",
      "mine/empty.txt": "",
      "mine/near.txt": "43\n",
      "hidden/a.out": "42\n",
    });
    const secrets = [path.join(root, "suite", "a.in"), path.join(root, "suite", "a.out")];
    const hidden = [path.join(root, "suite"), path.join(root, "hidden")];
    expect(findCopies([root], secrets, hidden)).toEqual([]);
  });
});

describe("findCopies, over too many files", () => {
  test("stops with one line naming the folder, rather than searching for ever", () => {
    const root = makeTree({ "suite/a.out": "42\n", "big/1": "", "big/2": "", "big/3": "" });
    const secrets = [path.join(root, "suite", "a.out")];
    expect(() => findCopies([path.join(root, "big")], secrets, [], 2)).toThrow(
      `the program would see more than 2 files under ${path.join(root, "big")}`,
    );
  });
});

describe("findHistories", () => {
  test("finds the .git in each path and in every folder above it, not beside it", () => {
    const root = makeTree({
      ".git/HEAD": "ref: refs/heads/main\n",
      "course/.git/HEAD": "ref: refs/heads/main\n",
      "course/tests/a.out": "Player 1 moves to 3\n",
      "other/.git/HEAD": "ref: refs/heads/main\n",
    });
    const found = findHistories([path.join(root, "course", "tests")]);
    expect(found.filter((history) => history.startsWith(root)).sort()).toEqual([
      path.join(root, ".git"),
      path.join(root, "course", ".git"),
    ]);
  });

  test("finds another version control's store the same way", () => {
    const root = makeTree({
      ".svn/wc.db": "",
      "course/.hg/store/data/tests/a.out.i": "",
      "course/tests/a.out": "Player 1 moves to 3\n",
    });
    const found = findHistories([path.join(root, "course", "tests")]);
    expect(found.filter((history) => history.startsWith(root)).sort()).toEqual([
      path.join(root, ".svn"),
      path.join(root, "course", ".hg"),
    ]);
  });
});
