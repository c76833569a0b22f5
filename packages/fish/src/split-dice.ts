/**
 * The dice of a line of standard input: the runs of characters between spaces, tabs, carriage
 * returns, form feeds and vertical tabs (and only those: a no-break space is part of a die).
 * Written as a loop rather than `line.split(/[ \t\r\f\v]+/)` with the empty pieces dropped, which
 * it equals, because it runs once per line of a long input.
 */
export function splitDice(line: string): string[] {
  const dice: string[] = [];
  let start = 0;
  for (let index = 0; index < line.length; index += 1) {
    if (isSeparator(line.charCodeAt(index))) {
      if (index > start) dice.push(line.slice(start, index));
      start = index + 1;
    }
  }
  if (line.length > start) dice.push(start === 0 ? line : line.slice(start));
  return dice;
}

function isSeparator(unit: number): boolean {
  // space, \t (9), \v (11), \f (12), \r (13)
  return unit === 32 || unit === 9 || unit === 11 || unit === 12 || unit === 13;
}
