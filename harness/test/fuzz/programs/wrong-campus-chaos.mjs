// The real campus-chaos CLI with one error answered wrongly: "Error: ..." instead of "Error, ..."
// when a command is not available now.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const manifest = createRequire(import.meta.url).resolve("@games/campus-chaos/package.json");
const write = process.stderr.write.bind(process.stderr);
process.stderr.write = (chunk, ...rest) =>
  write(
    typeof chunk === "string" && chunk.includes("is not available now")
      ? chunk.replace("Error, ", "Error: ")
      : chunk,
    ...rest,
  );
await import(pathToFileURL(path.join(path.dirname(manifest), "bin/campus-chaos.js")).href);
