import { runMain } from "@games/cli-kit";
import { runCli } from "./cli/run-cli.js";

void runMain("games-grade", runCli);
