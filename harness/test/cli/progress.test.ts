import { describe, expect, test } from "vitest";
import { runCli } from "../../src/cli/run-cli.js";
import { makeIo } from "../helpers/memory-io.js";
import { makeSuite, nodeProgram } from "../helpers/suites.js";

const CLEAR_LINE = "\r\u001b[2K";

async function gradeThree(options: {
  tty: boolean;
  env?: Record<string, string>;
  args?: string[];
}) {
  const suite = await makeSuite({
    "a.in": "x\n",
    "a.out": "x\n",
    "b.in": "x\n",
    "b.out": "y\n",
    "c.in": "x\n",
    "c.out": "x\n",
  });
  const args = [suite, "--cmd", nodeProgram("echo-input.mjs"), "-j", "1", ...(options.args ?? [])];
  const io = makeIo(args, { tty: options.tty });
  await runCli(io, { NO_COLOR: "1", ...options.env });
  return { text: io.text(), errorText: io.errorText() };
}

describe("the progress line", () => {
  test("shows cases done, failures and time on a terminal, cleared before the summary", async () => {
    const { text } = await gradeThree({ tty: true });
    expect(text).toContain(`${CLEAR_LINE}0/3 cases · none failing · 0.`);
    expect(text).toMatch(/2\/3 cases · 1 not accepted · \d+\.\d s/);
    expect(text).toContain(`${CLEAR_LINE}2/3 cases · 1 not accepted`);
    expect(text).toContain(`${CLEAR_LINE}✓ a `);
    const afterLastClear = text.slice(text.lastIndexOf(CLEAR_LINE) + CLEAR_LINE.length);
    expect(afterLastClear).toMatch(
      /^\n\/.* · .*\n3 cases: 2 Accepted, 1 Wrong Answer · score 2\/3 · \d+\.\d s\n$/,
    );
  });

  test.each([
    ["standard output is not a terminal", { tty: false }],
    ["CI is set", { tty: true, env: { CI: "1" } }],
    ["CI is true", { tty: true, env: { CI: "true" } }],
  ])("is not shown when %s", async (_, options) => {
    const { text, errorText } = await gradeThree(options);
    expect(text).not.toContain("\r");
    expect(errorText).not.toContain("\r");
    expect(text).toContain("3 cases: 2 Accepted, 1 Wrong Answer");
  });

  test("goes to standard error when a report has standard output", async () => {
    const { text, errorText } = await gradeThree({ tty: true, args: ["-r", "json"] });
    expect(JSON.parse(text)).toMatchObject({ summary: { total: 3 } });
    expect(errorText).toContain(`${CLEAR_LINE}3/3 cases · 1 not accepted`);
    expect(errorText.endsWith(CLEAR_LINE)).toBe(true);
  });
});
