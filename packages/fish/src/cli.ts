import { PACKAGE_VERSION, runMain } from "@games/cli-kit";
import { runCli } from "./run-cli.js";

void runMain("fish-game", runCli, { version: PACKAGE_VERSION });
