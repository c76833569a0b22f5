import { runMain } from "@games/cli-kit";
import { runCli } from "./cli/run-cli.js";

runMain("games-grade", runCli);
