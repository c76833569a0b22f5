// A local npm registry (verdaccio) for e2e/test/registry-release.test.ts, run as its own process so
// that the test's synchronous npm and pnpm calls never block it. Usage: node registry-server.mjs CONFIG.
// Listens on 127.0.0.1 on a port the system picks, prints `{"port":N}` on a line of its own, and exits
// when its standard input closes: it never outlives the test that started it, even one that crashed.
import { runServer } from "verdaccio";

const [configFile] = process.argv.slice(2);
const server = await runServer(configFile);
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.stdin.on("end", () => process.exit(0));
process.stdin.resume();
