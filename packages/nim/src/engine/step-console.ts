import { parseCommand } from "./commands.js";
import { GOODBYE, HELP, START_GAMES } from "./messages.js";
import { renderCommandList } from "./render.js";
import type { Reply } from "./step-result.js";
import { reply } from "./step-result.js";

/** A line at the `$ ` prompt; unknown commands (blank lines too) print nothing. */
export function stepConsole(line: string): Reply {
  const command = parseCommand(line);
  switch (command.kind) {
    case "start":
      return reply({ phase: "first-name" }, START_GAMES);
    case "exit":
      return reply({ phase: "exited" }, GOODBYE);
    case "help":
      return reply({ phase: "console" }, HELP);
    case "commands":
      return reply({ phase: "console" }, renderCommandList());
    case "unknown":
      return reply({ phase: "console" });
  }
}
