// The real goose CLI with one rule answered wrongly: "Invalid roll" instead of "Invalid dice".
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const manifest = createRequire(import.meta.url).resolve("@games/goose/package.json");
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, ...rest) =>
  write(
    typeof chunk === "string" ? chunk.replaceAll("Invalid dice", "Invalid roll") : chunk,
    ...rest,
  );
await import(pathToFileURL(path.join(path.dirname(manifest), "bin/goose-game.js")).href);
