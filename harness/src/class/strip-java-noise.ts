/**
 * Java source with its comments, string and character literals (text blocks too) blanked out by
 * spaces, so that a `main` or a `{` inside them is not taken for code. Lengths and positions are
 * kept; line breaks are kept too.
 */
export function stripJavaNoise(source: string): string {
  let result = "";
  let index = 0;
  while (index < source.length) {
    const end = findNoiseEnd(source, index);
    if (end === index) {
      result += source.charAt(index++);
      continue;
    }
    result += source.slice(index, end).replace(/[^\n]/g, " ");
    index = end;
  }
  return result;
}

/** Where the comment or literal starting at `index` ends; `index` itself when none starts there. */
function findNoiseEnd(source: string, index: number): number {
  const rest = source.slice(index, index + 3);
  if (rest.startsWith("//")) return endAt(source, "\n", index + 2, 0);
  if (rest.startsWith("/*")) return endAt(source, "*/", index + 2, 2);
  if (rest === '"""') return endQuoted(source, '"""', index + 3);
  if (rest.startsWith('"')) return endQuoted(source, '"', index + 1);
  if (rest.startsWith("'")) return endQuoted(source, "'", index + 1);
  return index;
}

function endAt(source: string, marker: string, from: number, keep: number): number {
  const found = source.indexOf(marker, from);
  return found === -1 ? source.length : found + keep;
}

/** The end of a literal: its closing quote, skipping escaped characters. */
function endQuoted(source: string, quote: string, from: number): number {
  for (let index = from; index < source.length; index++) {
    if (source.charAt(index) === "\\") index++;
    else if (source.startsWith(quote, index)) return index + quote.length;
    else if (quote !== '"""' && source.charAt(index) === "\n") return index;
  }
  return source.length;
}
