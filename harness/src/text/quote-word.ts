/** A word as a shell (and the harness's command splitting) reads it back unchanged. */
export function quoteWord(word: string): string {
  if (/^[\w./:=@%+-]+$/.test(word)) return word;
  return `'${word.replaceAll("'", `'\\''`)}'`;
}
