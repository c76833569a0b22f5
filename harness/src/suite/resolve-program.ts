import path from "node:path";
import { CliError } from "@games/cli-kit";
import type { Program } from "../sandbox/index.js";
import { anchorPaths } from "./anchor-paths.js";
import { findExecutable } from "./find-executable.js";
import { resolveGame } from "./resolve-game.js";
import { resolveShim } from "./resolve-shim.js";
import { splitCommand } from "./split-command.js";

export interface ProgramSource {
  /** A command given by the person running the harness; paths in it are from `invokedFrom`. */
  readonly command?: string;
  readonly invokedFrom: string;
  /** A command from `suite.json`; paths in it are from the suite folder. */
  readonly suiteCommand?: string;
  readonly suiteDir: string;
  readonly game?: string;
  /** Where to look for the game package, in order. */
  readonly gameSearchPath: readonly string[];
  /** The folder the program will run in; `undefined`: a private folder made for each run. */
  readonly workingDir: string | undefined;
  /** The program's own folder when one was named (`--cwd`): its `CLASSPATH`, else the command's folder. */
  readonly programDir?: string;
  /** The environment the program inherits (PATH and CLASSPATH matter here). */
  readonly env: Readonly<Record<string, string | undefined>>;
}

/**
 * The program to grade: the given command, else the suite's command, else the game's `bin` run by
 * this Node. A command is run directly unless it needs a shell; a missing program is an error now,
 * not a Runtime Error in every case.
 */
export function resolveProgram(source: ProgramSource): Program | undefined {
  if (source.command !== undefined) return fromCommand(source.command, source.invokedFrom, source);
  if (source.suiteCommand !== undefined)
    return fromCommand(source.suiteCommand, source.suiteDir, source);
  if (source.game === undefined) return undefined;
  const game = resolveGame(source.game, source.gameSearchPath);
  return {
    file: process.execPath,
    args: [game.bin],
    display: `node ${game.bin}`,
    files: [game.dir],
  };
}

/**
 * What a shell command is shown: its folder, as when it named nothing, and the absolute paths among
 * its words (a box shows a program the files its command names, and a shell's words are not the
 * program's arguments), but for a redirection's target (`2> /tmp/log`), which is the shell's to
 * write. A relative path is the shell's, read from its working folder.
 */
function shown(words: readonly string[], baseDir: string): Pick<Program, "files"> {
  const named = words.filter(
    (word, index) => path.isAbsolute(word) && !REDIRECTION.test(words[index - 1] ?? ""),
  );
  return named.length === 0 ? {} : { files: [baseDir, ...named] };
}

const REDIRECTION = /^\d*(?:[<>]|>>|&>|>&|<>)$/;

function fromCommand(command: string, baseDir: string, source: ProgramSource): Program {
  const { words, needsShell } = splitCommand(command);
  const [name, ...args] = words;
  if (name === undefined) throw new CliError("the command to grade is empty");
  if (needsShell)
    return { file: "/bin/sh", args: ["-c", command], display: command, ...shown(words, baseDir) };
  return {
    file: resolveShim(findExecutable(name, baseDir, source.env.PATH ?? ""), {
      dir: baseDir,
      env: source.env,
      named: name,
      ownFolder: source.programDir,
    }),
    args: anchorPaths(args, baseDir, source.workingDir),
    // `java Main` finds its classes in the program's folder, or where the command was written, as
    // it would in a shell there.
    env:
      source.env.CLASSPATH === undefined
        ? { ...source.env, CLASSPATH: source.programDir ?? baseDir }
        : undefined,
    display: command,
  };
}
