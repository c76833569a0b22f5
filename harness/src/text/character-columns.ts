// A column is counted in characters, as a reader counts them: a character above U+FFFF (an emoji)
// is one, though JavaScript holds it as two units; a byte that is not UTF-8 is one (see
// `decodeBytes`). The first difference's column is found with one, and read back with the other.

/** The 1-based column of the character at `index`, in its line of `text`. */
export function columnAt(text: string, index: number): number {
  let column = 1;
  for (const _ of text.slice(text.lastIndexOf("\n", index - 1) + 1, index)) column++;
  return column;
}

/** The index of the 1-based `column` in the line of `text` that starts at `lineStart`. */
export function indexOfColumn(text: string, lineStart: number, column: number): number {
  let index = lineStart;
  for (let at = 1; at < column && index < text.length; at++) {
    index += (text.codePointAt(index) ?? 0) > 0xffff ? 2 : 1;
  }
  return index;
}
