// The real campus-chaos CLI with one error answered wrongly: "Error: ..." instead of "Error, ..."
// when a command is not available now. The CLI writes with fs.writeSync (cli-kit), where an
// error line goes to standard output's descriptor too when both streams are one file.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { patchWrites } from "./patch-writes.mjs";

patchWrites(fs, (fd, text) => [
  fd,
  text.replace(/^Error, (.*is not available now.*)$/gm, "Error: $1"),
]);
const manifest = createRequire(import.meta.url).resolve("@games/campus-chaos/package.json");
await import(pathToFileURL(path.join(path.dirname(manifest), "bin/campus-chaos.js")).href);
