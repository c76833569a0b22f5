// The real campus-chaos CLI writing its "Error, ..." lines to standard output, which the
// specification allows: not a difference.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const manifest = createRequire(import.meta.url).resolve("@games/campus-chaos/package.json");
process.stderr.write = process.stdout.write.bind(process.stdout);
await import(pathToFileURL(path.join(path.dirname(manifest), "bin/campus-chaos.js")).href);
