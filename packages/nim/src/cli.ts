import { PACKAGE_VERSION, runMain } from "@games/cli-kit";
import { runCli } from "./run-cli.js";

void runMain("nim-game", runCli, { version: PACKAGE_VERSION });
