/**
 * `index`, or the one before it when it falls between the two halves of a surrogate pair (a
 * character above U+FFFF, such as 💩). A text cut there would hold a lone low surrogate, which
 * reads as a byte that is not UTF-8 (see `decodeBytes`): 💩 would be shown as `\ud83d` and `\xa9`.
 */
export function characterStart(text: string, index: number): number {
  return isLowSurrogate(text.charCodeAt(index)) && isHighSurrogate(text.charCodeAt(index - 1))
    ? index - 1
    : index;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
