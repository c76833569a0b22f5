import { CliError } from "@games/cli-kit";

export interface SplitCommand {
  readonly words: string[];
  /** The command uses what only a shell can do (pipes, variables, globs…): run it with `sh -c`. */
  readonly needsShell: boolean;
}

// Outside quotes these mean something to a shell; `#` and `~` only at the start of a word.
const SHELL_CHARACTERS = new Set("|&;<>()$`*?[]{}!");
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

/**
 * Splits a command line into words the way a POSIX shell does for simple commands: blanks separate
 * words, single quotes keep everything, double quotes keep everything but `\"` and `\\`, a
 * backslash escapes the next character.
 */
export function splitCommand(command: string): SplitCommand {
  const words: string[] = [];
  let word: string | undefined;
  let needsShell = false;
  for (let index = 0; index < command.length; index++) {
    const char = command.charAt(index);
    if (/\s/.test(char)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (char === "'" || char === '"') {
      const end = findClosingQuote(command, index);
      const quoted = command.slice(index + 1, end);
      if (char === '"' && /[$`]/.test(quoted)) needsShell = true;
      word = (word ?? "") + (char === '"' ? quoted.replace(/\\(["\\$`])/g, "$1") : quoted);
      index = end;
    } else if (char === "\\") {
      word = (word ?? "") + command.charAt(++index);
    } else {
      if (SHELL_CHARACTERS.has(char) || (word === undefined && (char === "#" || char === "~"))) {
        needsShell = true;
      }
      word = (word ?? "") + char;
    }
  }
  if (word !== undefined) words.push(word);
  if (ASSIGNMENT.test(words[0] ?? "")) needsShell = true;
  return { words, needsShell };
}

function findClosingQuote(command: string, start: number): number {
  const quote = command.charAt(start);
  for (let index = start + 1; index < command.length; index++) {
    const char = command.charAt(index);
    if (char === quote) return index;
    if (char === "\\" && quote === '"') index++;
  }
  throw new CliError(`unterminated ${quote} in the command: ${command}`);
}
