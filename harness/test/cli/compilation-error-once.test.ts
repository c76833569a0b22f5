import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { runCli } from "../../src/cli/run-cli.js";
import { makeIo } from "../helpers/memory-io.js";
import { makeSuite } from "../helpers/suites.js";

const COMPILER_SAYS = "Main.java:4: error: class, interface, enum, or record expected";

/** Three cases, and a build that fails as javac does: the error, the line, a caret. */
async function gradeFailedBuild() {
  const suite = await makeSuite({
    "a.in": "x\n",
    "a.out": "x\n",
    "b.in": "y\n",
    "b.out": "y\n",
    "c.in": "z\n",
    "c.out": "z\n",
  });
  const dir = await makeSuite({
    "prog.mjs": "",
    "build.sh": `printf '%s\n' '${COMPILER_SAYS}' '    int x = 1' '             ^' '1 error' >&2; exit 1
`,
  });
  const reports = await makeSuite({});
  const html = path.join(reports, "page.html");
  const json = path.join(reports, "report.json");
  const build = "sh build.sh";
  const program = `${process.execPath} ${path.join(dir, "prog.mjs")}`;
  const args = [suite, "--cwd", dir, "--build", build, "--cmd", program];
  const io = makeIo([...args, "-r", "terminal", "-r", `html=${html}`, "-r", `json=${json}`]);
  const status = await runCli(io, { NO_COLOR: "1" });
  return {
    status,
    text: io.text(),
    page: await readFile(html, "utf8"),
    report: JSON.parse(await readFile(json, "utf8")),
  };
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe("a build that fails", () => {
  test("is shown once, above the cases, in the terminal report", async () => {
    const { status, text } = await gradeFailedBuild();
    expect(status).toBe(1);
    expect(count(text, COMPILER_SAYS)).toBe(2); // the one-line reason, then the compiler's output
    expect(text.indexOf(COMPILER_SAYS)).toBeLessThan(text.indexOf("✗ a "));
    expect(text).toMatch(/^✗ the build failed: sh build.sh failed \(exit code 1\): Main.java:4/);
    expect(text).toContain("             ^");
    expect(text).toContain("3 cases: 3 Compilation Error · score 0/3");
    expect(text).not.toContain("does the program start at all");
  }, 30_000);

  test("is shown once, at the top, in the HTML report, its cases linking to it", async () => {
    const { page } = await gradeFailedBuild();
    expect(count(page, COMPILER_SAYS)).toBe(2);
    expect(page.indexOf(`<section class="build`)).toBeLessThan(
      page.indexOf(`<ul class="summary">`),
    );
    expect(page).toContain(`<a href="#build"><code>a</code></a>`);
    expect(page).not.toContain(`<details class="case`);
    expect(page).toContain(
      `<pre class="text">${COMPILER_SAYS}\n    int x = 1\n             ^\n1 error</pre>`.replace(
        "';'",
        "&#39;;&#39;",
      ),
    );
  }, 30_000);

  test("is a top-level field of the JSON report, each case keeping its own copy", async () => {
    const { report } = await gradeFailedBuild();
    expect(report.build.message).toContain(COMPILER_SAYS);
    expect(report.build.output).toBe(`${COMPILER_SAYS}\n    int x = 1\n             ^\n1 error\n`);
    for (const item of report.cases) {
      expect(item).toMatchObject({ verdict: "Compilation Error", stderr: report.build.output });
    }
  }, 30_000);
});
