const SHOWN_LENGTH = 3;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * How an invalid token appears in its banner: tokens longer than 3 characters (UTF-16 code units,
 * as the course's tests count them) are cut to 3 and followed by `...`. A cut through an emoji
 * leaves half a surrogate pair, which is shown as U+FFFD (one unit too) so the output stays UTF-8.
 */
export function shortenToken(token: string): string {
  const shown = token.length > SHOWN_LENGTH ? `${token.slice(0, SHOWN_LENGTH)}...` : token;
  return hasSurrogate(shown) ? shown.replace(LONE_SURROGATE, "\uFFFD") : shown;
}

/** Most tokens have no surrogate at all, and need no search for a lone one (a bench's hot path). */
function hasSurrogate(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdfff) return true;
  }
  return false;
}
