/**
 * The whitespace the comparisons ignore, trim and split on, the first differences skip, and an
 * `.args` file's arguments are separated by: ASCII's only (space, tab, newline, carriage return, form feed, vertical tab), as judges (DOMjudge) take it.
 * JavaScript's `\s` and `trimEnd` take Unicode's spaces too (no-break, ideographic, the line
 * separator, the byte order mark): a program that printed one of them where a space, or nothing,
 * was expected was Accepted.
 */
const WHITESPACE = " \t\n\r\f\v";

const TOKEN = new RegExp(`[^${WHITESPACE}]+`, "g");
const WHITESPACE_RUN = new RegExp(`[${WHITESPACE}]+`, "g");

/** Whether one character (`charAt`'s) is whitespace; the empty string, past a text's end, is not. */
export function isWhitespace(character: string): boolean {
  return character.length === 1 && WHITESPACE.includes(character);
}

/** `text` without the whitespace at its very end. */
export function trimEndWhitespace(text: string): string {
  let end = text.length;
  while (end > 0 && isWhitespace(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

/** The runs of `text` between whitespace, each with where it starts. */
export function matchTokens(text: string): RegExpExecArray[] {
  return [...text.matchAll(TOKEN)];
}

/** `text` with all its whitespace taken out. */
export function removeWhitespace(text: string): string {
  return text.replace(WHITESPACE_RUN, "");
}
