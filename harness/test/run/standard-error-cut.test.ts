import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { runCli } from "../../src/cli/run-cli.js";
import { makeIo } from "../helpers/memory-io.js";
import { makeSuite } from "../helpers/suites.js";

// 8 KiB of standard error are kept. Cut through a two-byte `é`, its first byte read as one that is
// not UTF-8 (`\xc3`), as if the program wrote it; and nothing said that the text went on.
const WRITE_MORE = `process.stderr.write("x" + "é".repeat(6000)); process.exitCode = 1;`;

describe("standard error longer than a report keeps", () => {
  test("is cut between characters, and said to be cut in the terminal and the HTML report", async () => {
    const root = await makeSuite({
      "suite/a.in": "",
      "suite/a.out": "",
      "prog/main.mjs": WRITE_MORE,
    });
    const html = path.join(root, "report.html");
    const io = makeIo([
      path.join(root, "suite"),
      "--cmd",
      "node main.mjs",
      "--cwd",
      path.join(root, "prog"),
      "--sandbox",
      "none",
      "--reporter",
      "terminal",
      "--reporter",
      `html=${html}`,
    ]);
    await runCli(io, { NO_COLOR: "1" });
    expect(io.text()).toContain("standard error (its first 8 KiB):");
    expect(io.text()).not.toContain("\\xc3");
    const page = await readFile(html, "utf8");
    expect(page).toContain("a report keeps the first 8 KiB of standard error");
    expect(page).not.toContain("\\xc3");
  }, 30_000);
});
