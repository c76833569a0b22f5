import { mkdirSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { runCli } from "../../src/cli/run-cli.js";
import { makeEchoClass } from "../helpers/echo-class.js";
import { makeIo } from "../helpers/memory-io.js";

/** `dir` joined with a name given as bytes. */
const rawPath = (dir: string | Buffer, name: Buffer) =>
  Buffer.concat([Buffer.from(dir), Buffer.from("/"), name]);
const latin1 = (text: string) => Buffer.from(text, "latin1");

// A zip made on Windows, unpacked as it was, names its files in Latin-1: Node read `Jos\xe9` as
// `Jos�`, a path that is not there. The student was skipped ("not a folder or a .zip"), or a file of
// theirs so named made them a Compilation Error ("cannot read the submission: ENOENT").
describe("a class whose file names are not UTF-8", () => {
  test("grades each student, their names read as Latin-1", async () => {
    const { root, classArgs } = await makeEchoClass(["ana"]);
    const jose = rawPath(path.join(root, "subs"), latin1("José"));
    mkdirSync(jose);
    writeFileSync(rawPath(jose, Buffer.from("main.mjs")), "process.stdin.pipe(process.stdout);");
    writeFileSync(rawPath(path.join(root, "subs/ana"), latin1("café.txt")), "notes\n");
    const io = makeIo(classArgs("out"));
    expect(await runCli(io, { NO_COLOR: "1" })).toBe(0);
    expect(io.text()).toMatch(/✓ ana +1\/1\n/);
    expect(io.text()).toMatch(/✓ José +1\/1\n/);
    expect(io.text()).not.toContain("skipped");
    expect(await readdir(path.join(root, "out/students"))).toEqual(["José", "ana"]);
  }, 60_000);
});
