import { characterStart } from "./character-start.js";

/**
 * `text` with each line past `limit` characters cut there and marked `…` (a character above U+FFFF
 * is never split): a one-line output of a megabyte is not a line anyone reads whole in a log.
 */
export function cutLongLines(text: string, limit: number): string {
  return text
    .split("\n")
    .map((line) => (line.length <= limit ? line : `${line.slice(0, characterStart(line, limit))}…`))
    .join("\n");
}
