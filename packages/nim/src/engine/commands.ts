/** The console's commands, in the order `commands` lists them. */
export const COMMAND_NAMES = ["start", "exit", "help", "commands"] as const;

export type CommandName = (typeof COMMAND_NAMES)[number];

/** A line typed at the `$ ` prompt: one of the commands, or anything else (ignored). */
export type Command = { readonly kind: CommandName } | { readonly kind: "unknown" };

function isCommandName(word: string): word is CommandName {
  return (COMMAND_NAMES as readonly string[]).includes(word);
}

/** Commands are matched exactly (case included) once surrounding whitespace is removed. */
export function parseCommand(line: string): Command {
  const word = line.trim();
  return isCommandName(word) ? { kind: word } : { kind: "unknown" };
}
