/**
 * Java source with its comments, string and character literals (text blocks too) blanked out by
 * spaces, so that a `main` or a `{` inside them is not taken for code. Lengths and positions are
 * kept; line breaks are kept too.
 */
export function stripJavaNoise(source: string): string {
  // From one place a comment or literal may start to the next, the code between copied whole: a
  // character at a time, a student's megabytes of source held the grader's one thread for seconds.
  const starts = /\/[/*]|["']/g;
  const parts: string[] = [];
  let index = 0;
  for (let found = starts.exec(source); found !== null; found = starts.exec(source)) {
    const end = findNoiseEnd(source, found.index);
    parts.push(source.slice(index, found.index), blank(source.slice(found.index, end)));
    index = end;
    starts.lastIndex = end;
  }
  parts.push(source.slice(index));
  return parts.join("");
}

function blank(text: string): string {
  return text.replace(/[^\n]/g, " ");
}

/** Where the comment or literal starting at `index` (found by `stripJavaNoise`) ends. */
function findNoiseEnd(source: string, index: number): number {
  if (source.startsWith("//", index)) return endAt(source, "\n", index + 2, 0);
  if (source.startsWith("/*", index)) return endAt(source, "*/", index + 2, 2);
  if (source.startsWith('"""', index)) return endQuoted(source, '"""', index + 3);
  if (source.startsWith('"', index)) return endQuoted(source, '"', index + 1);
  return endQuoted(source, "'", index + 1);
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
