// The real campus-chaos CLI writing its "Error, ..." lines to standard output, which the
// specification allows: not a difference. The CLI writes with fs.writeSync (cli-kit).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { patchWrites } from "./patch-writes.mjs";

patchWrites(fs, (fd, text) => [fd === 2 ? 1 : fd, text]);
const manifest = createRequire(import.meta.url).resolve("@games/campus-chaos/package.json");
await import(pathToFileURL(path.join(path.dirname(manifest), "bin/campus-chaos.js")).href);
