import { existsSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { makeOutFolder } from "../../src/fuzz/out-folder.js";
import { writeFuzzCase } from "../../src/fuzz/write-fuzz-case.js";
import { makeSuite } from "../helpers/suites.js";

describe("writeFuzzCase", () => {
  test("writes the input and the expected output as NAME.in and NAME.out", async () => {
    const dir = await makeSuite({});
    const written = await writeFuzzCase(
      await makeOutFolder(dir),
      "fuzz-a",
      { stdin: "x\n", args: [] },
      "y\n",
    );
    expect(written.written).toEqual([path.join(dir, "fuzz-a.in"), path.join(dir, "fuzz-a.out")]);
    expect(readFileSync(path.join(dir, "fuzz-a.in"), "utf8")).toBe("x\n");
    expect(readFileSync(path.join(dir, "fuzz-a.out"), "utf8")).toBe("y\n");
  });

  test("writes arguments as one line in NAME.args, and no NAME.in for arguments alone", async () => {
    const dir = await makeSuite({ "fuzz-b.in": "stale\n" });
    await writeFuzzCase(
      await makeOutFolder(dir),
      "fuzz-b",
      { stdin: "", args: ["3", "x"] },
      "out\n",
    );
    expect(readFileSync(path.join(dir, "fuzz-b.args"), "utf8")).toBe("3 x\n");
    expect(existsSync(path.join(dir, "fuzz-b.in"))).toBe(false);
  });

  test("writes a protocol case as NAME.protocol and NAME.args, removing a stale NAME.in/.out", async () => {
    const dir = await makeSuite({ "fuzz-p.in": "stale\n", "fuzz-p.out": "stale\n" });
    const input = { stdin: "go\n", args: ["-v"], files: { "maps/board.txt": "board\n" } };
    const format = { kind: "protocol", comment: "from fuzz" } as const;
    const written = await writeFuzzCase(
      await makeOutFolder(dir),
      "fuzz-p",
      input,
      "ok\nError, no\n",
      format,
    );
    expect(written.written).toEqual(
      ["fuzz-p.args", "fuzz-p.protocol", "maps/board.txt", "suite.json"].map((file) =>
        path.join(dir, file),
      ),
    );
    const protocol = readFileSync(path.join(dir, "fuzz-p.protocol"), "utf8");
    expect(protocol).toBe("# from fuzz\n> go\nok\nError, no\n");
    expect(existsSync(path.join(dir, "fuzz-p.in"))).toBe(false);
    expect(existsSync(path.join(dir, "fuzz-p.out"))).toBe(false);
  });

  test("writes the data files beside the case, but never over a different file", async () => {
    const dir = await makeSuite({ "boards/mine.txt": "my own\n" });
    const input = {
      stdin: "go\n",
      args: [],
      files: { "maps/board.txt": "board\n", "boards/mine.txt": "generated\n" },
    };
    const written = await writeFuzzCase(await makeOutFolder(path.join(dir)), "fuzz-c", input, "");
    expect(readFileSync(path.join(dir, "maps/board.txt"), "utf8")).toBe("board\n");
    expect(readFileSync(path.join(dir, "boards/mine.txt"), "utf8")).toBe("my own\n");
    expect(written.kept).toEqual([path.join(dir, "boards/mine.txt")]);
  });

  test("writes no case file through a link planted in its place, dangling or not", async () => {
    const outside = await makeSuite({ victim: "ORIGINAL\n" });
    const dir = await makeSuite({});
    symlinkSync(path.join(outside, "victim"), path.join(dir, "fuzz-l.out"));
    symlinkSync(path.join(outside, "created"), path.join(dir, "fuzz-l.in"));
    await expect(
      writeFuzzCase(await makeOutFolder(dir), "fuzz-l", { stdin: "x\n", args: [] }, "y\n"),
    ).rejects.toThrow(/^will not write .*fuzz-l\.(in|out): it is not a plain file/);
    expect(readFileSync(path.join(outside, "victim"), "utf8")).toBe("ORIGINAL\n");
    expect(existsSync(path.join(outside, "created"))).toBe(false);
  });

  test("writes no data file through a link on its path below the folder", async () => {
    const outside = await makeSuite({});
    const dir = await makeSuite({});
    symlinkSync(outside, path.join(dir, "maps"));
    const input = { stdin: "go\n", args: [], files: { "maps/deep/board.txt": "board\n" } };
    await expect(writeFuzzCase(await makeOutFolder(dir), "fuzz-m", input, "")).rejects.toThrow(
      `will not write ${path.join(dir, "maps/deep/board.txt")}: ${path.join(dir, "maps")} is a link, and a data file is written below the folder through plain folders only`,
    );
    expect(readdirSync(outside)).toEqual([]);
  });

  test("lists the data files in a new suite.json's files, which grading copies into a box", async () => {
    const dir = await makeSuite({});
    const input = { stdin: "go\n", args: [], files: { "maps/board.txt": "board\n" } };
    await writeFuzzCase(await makeOutFolder(dir), "fuzz-s", input, "");
    expect(JSON.parse(readFileSync(path.join(dir, "suite.json"), "utf8"))).toEqual({
      files: ["maps/board.txt"],
    });
  });

  test("adds the data files to a suite.json's files, keeping its other entries and settings", async () => {
    const suite = { game: "campus-chaos", files: ["boards"], cases: { "a*": { points: 2 } } };
    const dir = await makeSuite({ "suite.json": JSON.stringify(suite) });
    const files = { "maps/board.txt": "board\n", "boards/mine.txt": "mine\n" };
    const written = await writeFuzzCase(
      await makeOutFolder(dir),
      "fuzz-t",
      { stdin: "go\n", args: [], files },
      "",
    );
    expect(JSON.parse(readFileSync(path.join(dir, "suite.json"), "utf8"))).toEqual({
      ...suite,
      files: ["boards", "maps/board.txt"],
    });
    expect(written.written).toContain(path.join(dir, "suite.json"));
  });

  test("leaves a suite.json whose files already hold the data files as it is", async () => {
    const text = '{ "files": ["maps"] }\n';
    const dir = await makeSuite({ "suite.json": text });
    const input = { stdin: "go\n", args: [], files: { "maps/board.txt": "board\n" } };
    const written = await writeFuzzCase(await makeOutFolder(dir), "fuzz-u", input, "");
    expect(readFileSync(path.join(dir, "suite.json"), "utf8")).toBe(text);
    expect(written.written).not.toContain(path.join(dir, "suite.json"));
  });
});
