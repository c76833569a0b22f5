// A graded program's text is data. On a terminal an ESC starts a command (clear the screen, set the
// window title, move the cursor), a carriage return overwrites the line, bidirectional controls
// (U+061C among them) reorder what is shown, and a line or paragraph separator breaks a line in
// some viewers; so every such character is written as an escape a person can read. The patterns
// have the `u` flag so that only a lone surrogate is a byte that is not UTF-8 (see `decodeBytes`),
// never the low half of an emoji.

const HIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to show.
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\udc80-\udcff]/gu;

/**
 * `text` with control characters (all but newline and tab), DEL, C1 controls, bidirectional
 * controls, line and paragraph separators, and bytes that are not UTF-8 (see `decodeBytes`) written
 * as `\x1b`, `\u009b`, `\u202e`, or for a byte `\xfe`.
 */
export function showControls(text: string): string {
  return text.replace(HIDDEN, describeCharacter);
}

/**
 * A one-line text (a student's name, a reason in a scoreboard) with the characters above shown, and
 * newline and tab too: a name that breaks a log line or a CSV row would be mistaken for two.
 */
export function showControlsInLine(text: string): string {
  return showControls(text).replace(/[\t\n]/g, describeCharacter);
}

/** Only the bytes that are not UTF-8, as `\xfe`: for places that show other characters already. */
export function showInvalidBytes(text: string): string {
  return text.replace(/[\udc80-\udcff]/gu, describeCharacter);
}

function describeCharacter(char: string): string {
  const code = char.charCodeAt(0);
  if (code >= 0xdc80) return `\\x${(code - 0xdc00).toString(16)}`;
  if (code < 0x80) return `\\x${code.toString(16).padStart(2, "0")}`;
  return `\\u${code.toString(16).padStart(4, "0")}`;
}

/** How a side is quoted: JSON-style by default (`"b\n"`, see `quoteText`); a report may mark it up. */
export type Quote = (text: string) => string;

/** `"b\n"`: a piece of a program's text in quotes, JSON escapes and the characters above shown. */
export function quoteText(text: string): string {
  const body = text
    .split(/([\udc80-\udcff])/u)
    .map((part, index) => (index % 2 === 1 ? part : JSON.stringify(part).slice(1, -1)))
    .join("");
  return `"${showControls(body)}"`;
}
