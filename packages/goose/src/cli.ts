import { runMain } from "@games/cli-kit";
import { runCli } from "./run-cli.js";

await runMain("goose-game", runCli);
