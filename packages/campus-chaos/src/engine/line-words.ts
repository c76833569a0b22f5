// The words of a command line, read in place by their positions, character by character: no string
// is made per word (only for the words a command keeps as text), and a loop over character codes is
// compiled inline where the string methods that search a line (indexOf, startsWith) are calls.

const SPACE = 32;

/**
 * How many words there are from `begin` on: none at the end of the line, and -1 when a word would be
 * empty (a leading, trailing or doubled space: words are separated by single spaces, decision 13).
 */
export function countWords(line: string, begin: number): number {
  if (begin >= line.length) return 0;
  let count = 1;
  let wordStart = begin;
  for (let at = begin; at < line.length; at++) {
    if (line.charCodeAt(at) !== SPACE) continue;
    if (at === wordStart) return -1;
    count++;
    wordStart = at + 1;
  }
  return wordStart === line.length ? -1 : count;
}

/** Where the word starting at `begin` ends: at the next space, or at the end of the line. */
export function findWordEnd(line: string, begin: number): number {
  let at = begin;
  while (at < line.length && line.charCodeAt(at) !== SPACE) at++;
  return at;
}

/** Whether the line holds `text` from `begin` on (and maybe more after it). */
export function hasTextAt(line: string, begin: number, text: string): boolean {
  if (begin + text.length > line.length) return false;
  for (let index = 0; index < text.length; index++) {
    if (line.charCodeAt(begin + index) !== text.charCodeAt(index)) return false;
  }
  return true;
}

/** Whether the word from `begin` to `end` is `word`. */
export function isWord(line: string, begin: number, end: number, word: string): boolean {
  return end - begin === word.length && hasTextAt(line, begin, word);
}

/** Whether `words` (one or more, single-spaced) are the first words of the line. */
export function startsWithWords(line: string, words: string): boolean {
  const end = words.length;
  return (end === line.length || line.charCodeAt(end) === SPACE) && hasTextAt(line, 0, words);
}
