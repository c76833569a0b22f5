// Characters that a report would show as nothing, or as something else, besides the control
// characters: `hello\u00a0world` printed where `hello world` is expected is a Presentation Error
// whose diff lines look the same, and a bidirectional control turns the line it is in around in a
// browser. Ordinary text (accents, CJK, emoji) holds none of them, except the joiners and tags below.

/** Spaces that look like U+0020 (no-break, en, em, thin, hair, narrow no-break, math, Ogham). */
const LOOKALIKE_SPACES = "\\u00a0\\u1680\\u2000-\\u200a\\u202f\\u205f";

/**
 * Characters drawn as nothing: soft hyphen, combining grapheme joiner, Hangul fillers, Mongolian
 * vowel separator, zero-width space, word joiner and the invisible operators (U+2060–U+206F, the
 * bidirectional isolates among them), byte order mark, interlinear annotation marks.
 */
const ZERO_WIDTH =
  "\\u00ad\\u034f\\u115f\\u1160\\u180e\\u200b\\u2060-\\u206f\\u3164\\ufeff\\uffa0\\ufff9-\\ufffb";

/** Bidirectional controls, and the line and paragraph separators some viewers break a line at. */
const DIRECTION_AND_BREAKS = "\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e";

/** Joiners and tags, shown only out of their place (see `isInPlace`). */
const JOINERS_AND_TAGS = "\\u200c\\u200d\\u{e0000}-\\u{e007f}";

/** C1 controls, and bytes that are not UTF-8 (lone surrogates: see `decodeBytes`). */
const C1_AND_BYTES = "\\u0080-\\u009f\\udc80-\\udcff";

/** The characters above as the inside of a character class, for a pattern with the `u` flag. */
export const UNSEEN_CHARACTERS = [
  C1_AND_BYTES,
  LOOKALIKE_SPACES,
  ZERO_WIDTH,
  DIRECTION_AND_BREAKS,
  JOINERS_AND_TAGS,
].join("");

/**
 * Whether the unseen character `char` at `offset` of `text` does a job there, and is left as it is:
 * a zero-width joiner or non-joiner between two characters of a word or an emoji that are not ASCII
 * (👩‍💻, Persian and Indic words), a tag in a flag (🏴 and tags spelling `gbsct`).
 */
export function isInPlace(char: string, offset: number, text: string): boolean {
  if (char === "\u200c" || char === "\u200d") {
    const before = text.slice(Math.max(0, offset - 2), offset);
    return JOINED.test(before) && JOINS.test(text.slice(offset + 1, offset + 3));
  }
  const code = char.codePointAt(0) ?? 0;
  if (code < 0xe0000 || code > 0xe007f) return false;
  // The flag and the tags before this one, each two UTF-16 units.
  return FLAG_SO_FAR.test(text.slice(Math.max(0, offset - 2 * (MAX_TAGS + 1)), offset));
}

/** What a joiner joins: a letter, a mark, an emoji or its skin tone; never ASCII (`a\u200db`). */
const JOINABLE = "(?![A-Za-z])[\\p{L}\\p{M}\\p{Extended_Pictographic}\\p{Emoji_Modifier}]";
const JOINED = new RegExp(`${JOINABLE}$`, "u");
const JOINS = new RegExp(`^${JOINABLE}`, "u");

/** A flag's tags spell a region (`gbsct`) and end with U+E007F, after a black flag 🏴. */
const MAX_TAGS = 8;
const FLAG_SO_FAR = /\u{1f3f4}[\u{e0020}-\u{e007e}]*$/u;
