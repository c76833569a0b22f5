import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { describe, expect, test } from "vitest";
import type { MapReader } from "../src/engine/state.js";
import { runCli } from "../src/run-cli.js";
import { MAPS, RING } from "./helpers.js";

/** `maps: null` reads map files from the disk, as the bin does. */
async function runInMemory(
  input: string,
  args: readonly string[] = [],
  maps: MapReader | null = MAPS,
) {
  const streams = {
    input: new PassThrough(),
    output: new PassThrough(),
    errorOutput: new PassThrough(),
  };
  const all: string[] = [];
  const errors: string[] = [];
  streams.output.on("data", (chunk: Buffer) => all.push(chunk.toString()));
  streams.errorOutput.on("data", (chunk: Buffer) => {
    all.push(chunk.toString());
    errors.push(chunk.toString());
  });
  streams.input.end(input);
  const code = await runCli({ ...streams, args }, maps ?? undefined);
  return { code, text: all.join(""), errors: errors.join("") };
}

describe("runCli", () => {
  test("greets, answers each line in order with errors on stderr, and stops at quit", async () => {
    const { code, text, errors } = await runInMemory(
      "start session S ring.txt 2\nroll dice 9\nquit\nhelp\n",
    );
    expect(code).toBe(0);
    const lines = text.split("\n");
    expect(lines[0]).toBe("Welcome to CampusChaos 2024. Enter 'help' for more details.");
    expect(lines.slice(1, 8)).toEqual([...RING, "S", "It's player A's turn."]);
    expect(lines[8]).toMatch(/^Error, /);
    expect(lines.slice(9)).toEqual([""]);
    expect(errors).toBe(`${lines[8]}\n`);
  });

  test("ends quietly with exit code 0 when the input ends without quit (decision 15)", async () => {
    const { code, text } = await runInMemory("help");
    expect(code).toBe(0);
    expect(text.split("\n")).toHaveLength(5);
  });

  test("an argument prints one error line, no greeting, and exits with code 2 (decision 12)", async () => {
    const { code, text, errors } = await runInMemory("help\n", ["--verbose"]);
    expect(code).toBe(2);
    expect(text).toBe(errors);
    expect(text).toMatch(/^Error, [^\n]*--verbose[^\n]*\n$/);
  });

  test("CRLF input lines are read like LF lines", async () => {
    const { text } = await runInMemory("start session S ring.txt 2\r\nquit\r\n");
    expect(text).toContain("It's player A's turn.\n");
    expect(text).not.toContain("Error");
  });

  test.skipIf(!existsSync("/dev/zero"))(
    "refuses a device as a map file with one error line instead of reading forever",
    async () => {
      const { code, text } = await runInMemory("start session S /dev/zero 2\nquit\n", [], null);
      expect(code).toBe(0);
      expect(text.split("\n").slice(1)).toEqual([
        "Error, the map file '/dev/zero' cannot be read: it must be a regular file of at most 1 MiB",
        "",
      ]);
    },
  );

  test("refuses a map file larger than 1 MiB without printing it", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "campus-chaos-")), "huge.txt");
    writeFileSync(file, `${"P".repeat(1024 * 1024)}\n`);
    const { text } = await runInMemory(`start session S ${file} 2\n`, [], null);
    expect(text.split("\n").slice(1, -1)).toHaveLength(1);
    expect(text).toContain("cannot be read");
  });

  test("quotes binary and very long input in error lines as short printable ASCII", async () => {
    const { errors } = await runInMemory(`\u0007\u00e4x\u0000 2\n${"x".repeat(100_000)}\n`);
    const lines = errors.split("\n");
    expect(lines[0]).toBe(
      "Error, unknown command '\\u0007\\u00e4x\\u0000': enter 'help' for the list",
    );
    expect(lines[1]).toBe(
      `Error, unknown command '${"x".repeat(40)}'... (100000 characters): enter 'help' for the list`,
    );
    expect(errors).toMatch(/^[\x20-\x7e\n]*$/);
  });
});
