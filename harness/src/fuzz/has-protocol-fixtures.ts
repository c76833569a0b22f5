import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * Whether a game's shipped suite (the `fixtures/` folder of its package) grades by `.protocol`
 * cases: then standard output and standard error are one stream, and error lines match by prefix.
 */
export function hasProtocolFixtures(gameDir: string): boolean {
  try {
    return readdirSync(path.join(gameDir, "fixtures")).some((file) => file.endsWith(".protocol"));
  } catch {
    return false;
  }
}
