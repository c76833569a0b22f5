const SHOWN_LENGTH = 3;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * How an invalid token appears in its banner: tokens longer than 3 characters (UTF-16 code units,
 * as the course's tests count them) are cut to 3 and followed by `...`. A cut through an emoji
 * leaves half a surrogate pair, which is shown as U+FFFD (one unit too) so the output stays UTF-8.
 */
export function shortenToken(token: string): string {
  const shown = token.length > SHOWN_LENGTH ? `${token.slice(0, SHOWN_LENGTH)}...` : token;
  return shown.replace(LONE_SURROGATE, "\uFFFD");
}
