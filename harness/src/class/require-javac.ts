import { CliError } from "@games/cli-kit";
import { findExecutable } from "../suite/find-executable.js";

/** Java is graded only with a JDK: without `javac`, a usage error before anyone is graded. */
export function requireJavac(): void {
  try {
    findExecutable("javac", process.cwd(), process.env.PATH ?? "");
  } catch {
    throw new CliError(
      "javac is not on PATH: install a JDK (17 or later) to grade Java, or give --cmd (and --build) for another language",
    );
  }
}
