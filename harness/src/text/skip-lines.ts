/** Where the `count` lines of `text` from `from` on end (past their newline); its end when fewer. */
export function skipLines(text: string, from: number, count: number): number {
  let end = from;
  for (let line = 0; line < count; line++) {
    const newline = text.indexOf("\n", end);
    if (newline === -1) return text.length;
    end = newline + 1;
  }
  return end;
}
