// The real goose CLI with one rule answered wrongly: "Invalid roll" instead of "Invalid dice".
// The CLI writes its output with fs.writeSync (cli-kit), so that is where the answer is changed.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { patchWrites } from "./patch-writes.mjs";

patchWrites(fs, (fd, text) => [fd, text.replaceAll("Invalid dice", "Invalid roll")]);
const manifest = createRequire(import.meta.url).resolve("@games/goose/package.json");
await import(pathToFileURL(path.join(path.dirname(manifest), "bin/goose-game.js")).href);
