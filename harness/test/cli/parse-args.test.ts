import { describe, expect, test } from "vitest";
import { parseArgs } from "../../src/cli/parse-args.js";

describe("parseArgs", () => {
  test("reads a suite and every grading option", () => {
    const command = parseArgs([
      "fixtures/goose",
      "--cmd",
      "java -cp sub Main",
      "--cwd",
      "work",
      "--compare",
      "tokens",
      "--time-limit",
      "300ms",
      "--output-limit",
      "64K",
      "--strict-stderr",
      "--filter",
      "spec-*",
      "--shard",
      "2/3",
      "-j",
      "4",
      "-u",
      "-r",
      "junit=reports/junit.xml",
      "--reporter",
      "json=r.json",
      "-q",
      "--group",
      "spec,decision",
      "--sandbox",
      "basic",
      "--allow-network",
      "--env",
      "LANG=C",
      "--env",
      "JAVA_OPTS",
      "--memory-limit",
      "1G",
      "--process-limit",
      "32",
      "--file-limit",
      "8M",
      "--wall-limit",
      "3s",
      "--visible",
      "/opt/jdk",
    ]);
    expect(command).toEqual({
      kind: "grade",
      options: {
        suite: "fixtures/goose",
        command: "java -cp sub Main",
        game: undefined,
        cwd: "work",
        compare: "tokens",
        filter: ["spec-*"],
        shard: { index: 2, count: 3 },
        timeLimitMs: 300,
        outputLimitBytes: 65536,
        jobs: 4,
        strictStderr: true,
        update: true,
        groups: ["spec", "decision"],
        sandbox: "basic",
        allowNetwork: true,
        env: ["LANG=C", "JAVA_OPTS"],
        visible: ["/opt/jdk"],
        memoryLimitBytes: 1024 ** 3,
        processLimit: 32,
        fileLimitBytes: 8 * 1024 ** 2,
        wallLimitMs: 3000,
      },
      output: {
        reporters: [
          { kind: "junit", file: "reports/junit.xml" },
          { kind: "json", file: "r.json" },
        ],
        quiet: true,
        verbose: false,
      },
    });
  });

  test.each([
    [["--time-limit", "2"], { timeLimitMs: 2000 }],
    [["--time-limit", "0.5"], { timeLimitMs: 500 }],
    [["--time-limit", "1.5s"], { timeLimitMs: 1500 }],
    [["--output-limit", "1M"], { outputLimitBytes: 1048576 }],
    [["--output-limit", "100"], { outputLimitBytes: 100 }],
  ])("reads %j", (args, options) => {
    const command = parseArgs(["suite", ...args]);
    expect(command.kind === "grade" && command.options).toMatchObject(options);
  });

  test("takes --game alone as the suite of that game", () => {
    expect(parseArgs(["--game", "goose", "--cmd", "java Main"])).toMatchObject({
      kind: "grade",
      options: { suite: undefined, game: "goose", command: "java Main" },
    });
  });

  test("reads merge with its reports", () => {
    expect(parseArgs(["merge", "a.json", "b.json", "-r", "junit=all.xml"])).toEqual({
      kind: "merge",
      files: ["a.json", "b.json"],
      output: { reporters: [{ kind: "junit", file: "all.xml" }], quiet: false, verbose: false },
    });
  });

  test("reads the html and github reporters; github leaves the terminal report its output", () => {
    const command = parseArgs([
      "s",
      "-r",
      "html=out/report.html",
      "-r",
      "github",
      "-r",
      "json=r.json",
    ]);
    expect(command).toMatchObject({
      output: {
        reporters: [
          { kind: "html", file: "out/report.html" },
          { kind: "github" },
          { kind: "json", file: "r.json" },
        ],
      },
    });
    expect(parseArgs(["s", "-r", "html"])).toMatchObject({
      output: { reporters: [{ kind: "html" }] },
    });
  });

  test("reads the classroom reporter, with a file or without; it leaves standard output free", () => {
    expect(parseArgs(["s", "-r", "classroom", "-r", "json"])).toMatchObject({
      output: { reporters: [{ kind: "classroom" }, { kind: "json" }] },
    });
    expect(parseArgs(["s", "-r", "classroom=out/classroom.json"])).toMatchObject({
      output: { reporters: [{ kind: "classroom", file: "out/classroom.json" }] },
    });
  });

  test("reads the gradescope reporter, to a file or to standard output", () => {
    expect(parseArgs(["s", "-r", "gradescope=/autograder/results/results.json"])).toMatchObject({
      output: { reporters: [{ kind: "gradescope", file: "/autograder/results/results.json" }] },
    });
    expect(parseArgs(["s", "-r", "gradescope"])).toMatchObject({
      output: { reporters: [{ kind: "gradescope" }] },
    });
    expect(() => parseArgs(["s", "-r", "gradescope", "-r", "json"])).toThrow(
      "only one reporter can write to standard output",
    );
  });

  test("asks for help before anything else", () => {
    expect(parseArgs(["--bogus", "-h"])).toEqual({ kind: "help" });
  });

  test.each([
    [[], "give a suite folder or --game NAME"],
    [["a", "b"], "one suite folder at a time, not 2"],
    [["s", "--bogus"], "unknown option '--bogus' (see --help)"],
    [["s", "--jobs", "0"], "--jobs must be a whole number from 1"],
    [["s", "--shard", "3/2"], "--shard must be K/N with 1 ≤ K ≤ N"],
    [["s", "--compare", "fuzzy"], "--compare must be one of exact, trim-end, tokens"],
    [["s", "--time-limit", "soon"], "--time-limit must be a time"],
    [["s", "--wall-limit", "soon"], "--wall-limit must be a time"],
    // The CPU limit it was is the time limit now.
    [
      ["s", "--cpu-limit", "3"],
      "unknown option '--cpu-limit' (did you mean --time-limit? see --help)",
    ],
    [["s", "--output-limit", "1T"], "--output-limit must be a size"],
    // It reached ulimit as 1e+21, which it refused: every case was a Runtime Error.
    [
      ["s", "--time-limit", "1000000000000000000000"],
      '--time-limit must be at most a day (86400s), not "1000000000000000000000"',
    ],
    [["s", "--wall-limit", "86401"], '--wall-limit must be at most a day (86400s), not "86401"'],
    // Rounded to 0 ms, every case was a Time Limit Exceeded, "used more than 0 s".
    [
      ["s", "--time-limit", "0.0001"],
      '--time-limit must be at least a millisecond (1ms), not "0.0001"',
    ],
    [
      ["s", "--wall-limit", "0.4ms"],
      '--wall-limit must be at least a millisecond (1ms), not "0.4ms"',
    ],
    [
      ["s", "--build", "make", "--build-time-limit", "0.0004s"],
      '--build-time-limit must be at least a millisecond (1ms), not "0.0004s"',
    ],
    [["s", "--output-limit", "1G"], '--output-limit must be at most 256 MiB, not "1G"'],
    [["s", "--file-limit", "2048G"], '--file-limit must be at most 1024 GiB, not "2048G"'],
    [["s", "--sandbox", "tight"], "--sandbox must be strict, basic, none"],
    [["s", "--group", "Spec"], "--group takes group names"],
    [["s", "--process-limit", "0"], "--process-limit must be a whole number from 1"],
    // Written to a cgroup's pids.max as 1e+21, which the kernel refuses.
    [
      ["s", "--process-limit", "1e21"],
      '--process-limit must be a whole number from 1 to 4194304, not "1e21"',
    ],
    [
      ["s", "-r", "xml"],
      "--reporter must be terminal, github, classroom[=FILE], json[=FILE], junit[=FILE], html",
    ],
    [["s", "-r", "gradescope="], "or gradescope[=FILE], not"],
    [
      ["s", "-r", "github=out.md"],
      "--reporter must be terminal, github, classroom[=FILE], json[=FILE]",
    ],
    [["s", "-r", "html="], "--reporter must be terminal, github, classroom[=FILE], json[=FILE]"],
    [
      ["s", "-r", "classroom="],
      "--reporter must be terminal, github, classroom[=FILE], json[=FILE]",
    ],
    [["s", "-r", "json", "-r", "junit"], "only one reporter can write to standard output"],
    [
      ["s", "-r", "html", "-r", "github"],
      "--reporter github prints annotations on standard output",
    ],
    [["s", "-q", "-v"], "--quiet and --verbose do not go together"],
    [["merge"], "merge needs the JSON reports to merge"],
    // It rewrote the installed package's fixtures, which every later grading used.
    [
      ["--game", "nim", "--cmd", "cat", "--update"],
      "--update rewrites a suite folder's files, not the installed game's: give the suite folder (games-grade fixtures/nim --update)",
    ],
  ])("rejects %j with a usage error", (args, message) => {
    expect(() => parseArgs(args)).toThrow(message);
  });
});
