import { runMain } from "@games/cli-kit";
import { runCli } from "./run-cli.js";

// Decision 12: every error line starts `Error, `, those of a failed read or write too.
void runMain("campus-chaos", (io) => runCli(io), { formatError: (message) => `Error, ${message}` });
