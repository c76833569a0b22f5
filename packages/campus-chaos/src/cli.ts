import { runMain } from "@games/cli-kit";
import { runCli } from "./run-cli.js";

void runMain("campus-chaos", (io) => runCli(io));
