import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

// These spawn the built CLI (`build` runs before `test`); most behaviour is tested in process.
const binPath = fileURLToPath(new URL("../bin/nim-game.js", import.meta.url));

function runBin(stdin: string, args: readonly string[] = []) {
  return spawnSync(process.execPath, [binPath, ...args], { input: stdin, encoding: "utf8" });
}

/** Collects a child's stdout and resolves once it ends with `text` (a prompt), or fails after a while. */
function createPromptWatcher(child: ChildProcessWithoutNullStreams) {
  let seen = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    seen += chunk;
  });
  return {
    seen: () => seen,
    async waitFor(text: string): Promise<void> {
      const deadline = Date.now() + 5_000;
      while (!seen.endsWith(text)) {
        if (Date.now() > deadline)
          throw new Error(`waited for ${JSON.stringify(text)}, saw ${seen}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
  };
}

describe("the nim-game command", () => {
  test("shows each prompt before a person at the other end types the next line", async () => {
    const child = spawn(process.execPath, [binPath]);
    // Listened for from the start: the game may end before the last prompt is seen to arrive.
    const closed = new Promise((resolve) => child.on("close", resolve));
    const watcher = createPromptWatcher(child);
    // Each line is written only after the prompt it answers has arrived.
    const dialogue: readonly (readonly [string, string])[] = [
      ["", "Please enter a command to continue\n\n$ "],
      ["start", "Please enter Player 1's name : "],
      ["Luke", "Please enter Player 2's name : "],
      ["Han", "Enter upper bound : "],
      ["3", "Enter initial number of stones : "],
      ["2", "2 stones left : * *\nLuke's turn. Enter stones to remove : "],
      ["4", "maximum choice is 3\n\nLuke's turn. Enter stones to remove : "],
      ["2", "Do you want to play again (Y/N): "],
      ["N", "Han won 1 game out of 1 played\n$ "],
      ["exit", "Thank you for playing Nim\n\n"],
    ];
    for (const [line, prompt] of dialogue) {
      if (line !== "") child.stdin.write(`${line}\n`);
      await watcher.waitFor(prompt);
    }
    expect(await closed).toBe(0);
  });

  // util-linux `script` gives the program a real pseudo-terminal, which echoes what is typed.
  test.skipIf(!existsSync("/usr/bin/script"))(
    "works at a real terminal, where stdin is a TTY and answers are typed after each prompt",
    async () => {
      const child = spawn("/usr/bin/script", [
        "-qfc",
        `"${process.execPath}" "${binPath}"`,
        "/dev/null",
      ]);
      const watcher = createPromptWatcher(child);
      await watcher.waitFor("$ ");
      for (const [line, prompt] of [
        ["start", "Please enter Player 1's name : "],
        ["Luke", "Please enter Player 2's name : "],
        ["Han", "Enter upper bound : "],
        ["1", "Enter initial number of stones : "],
        ["1", "Luke's turn. Enter stones to remove : "],
        ["1", "Do you want to play again (Y/N): "],
        ["N", "$ "],
      ] as const) {
        child.stdin.write(`${line}\n`);
        await watcher.waitFor(prompt);
      }
      child.stdin.write("exit\n");
      await new Promise((resolve) => child.on("close", resolve));
      expect(watcher.seen()).toContain("Han won 1 game out of 1 played\r\n$ exit\r\n");
      expect(watcher.seen()).toContain("Thank you for playing Nim");
    },
  );

  test("reports an empty name as one line on stderr naming the line, with exit code 2", () => {
    const result = runBin("start\nLuke\n\nHan\n");
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('nim-game: line 3 (""): a player\'s name must not be empty\n');
    expect(result.stdout.endsWith("Please enter Player 2's name : ")).toBe(true);
  });

  test("refuses an argument with exit code 2 and prints nothing on stdout", () => {
    const result = runBin("exit\n", ["--fast"]);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      'nim-game: unexpected argument "--fast": nim-game takes none (see --help)\n',
    );
  });
});
