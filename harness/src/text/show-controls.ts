import { isInPlace, UNSEEN_CHARACTERS } from "./unseen-characters.js";

// A graded program's text is data. On a terminal an ESC starts a command (clear the screen, set the
// window title, move the cursor), a carriage return overwrites the line, bidirectional controls
// (U+061C among them) reorder what is shown, a line or paragraph separator breaks a line in some
// viewers, and a no-break or zero-width space looks like a space or like nothing; so every such
// character is written as an escape a person can read. The patterns have the `u` flag so that only
// a lone surrogate is a byte that is not UTF-8 (see `decodeBytes`), never the low half of an emoji.

/** Control characters but newline and tab, and DEL: the HTML report draws these as pictures. */
const CONTROLS = "\\u0000-\\u0008\\u000b-\\u001f\\u007f";

const HIDDEN = new RegExp(`[${CONTROLS}${UNSEEN_CHARACTERS}]`, "gu");
const UNSEEN = new RegExp(`[${UNSEEN_CHARACTERS}]`, "gu");

/**
 * `text` with control characters (all but newline and tab), DEL, C1 controls, bidirectional
 * controls, line and paragraph separators, spaces that look like a space, characters drawn as
 * nothing (see `unseen-characters.ts`), and bytes that are not UTF-8 (see `decodeBytes`) written as
 * `\x1b`, `\u009b`, `\u202e`, `\u00a0`, or for a byte `\xfe`.
 */
export function showControls(text: string): string {
  return text.replace(HIDDEN, showCharacter);
}

/**
 * A one-line text (a student's name, a reason in a scoreboard) with the characters above shown, and
 * newline and tab too: a name that breaks a log line or a CSV row would be mistaken for two.
 */
export function showControlsInLine(text: string): string {
  return showControls(text).replace(/[\t\n]/g, describeCharacter);
}

/** All `showControls` shows but C0 controls and DEL: for places that show those already. */
export function showUnseenCharacters(text: string): string {
  return text.replace(UNSEEN, showCharacter);
}

function showCharacter(char: string, offset: number, text: string): string {
  return isInPlace(char, offset, text) ? char : describeCharacter(char);
}

function describeCharacter(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0xdc80 && code <= 0xdcff) return `\\x${(code - 0xdc00).toString(16)}`;
  if (code < 0x80) return `\\x${code.toString(16).padStart(2, "0")}`;
  if (code > 0xffff) return `\\u{${code.toString(16)}}`;
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
