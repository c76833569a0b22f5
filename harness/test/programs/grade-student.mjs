// A grader of its own (the built harness, as `games-grade class` grades one student): grades the
// student whose folder is $1 in basic mode with `sh -c $2`, its class folder (the folder holding
// $1) hidden, against the suite $3; prints what the program printed.
import path from "node:path";
import { runSuite } from "../../dist/index.js";

const [own = "", script = "", suite = ""] = process.argv.slice(2);
const result = await runSuite({
  suite,
  command: `sh -c '${script}'`,
  cwd: own,
  sandbox: "basic",
  hidden: [path.dirname(own)],
  env: [`OWN=${own}`],
});
process.stdout.write(result.cases[0]?.actual ?? "");
