/** Player k uses the k-th letter of the alphabet without the reserved field letters f, o, p, t, z. */
export const PLAYER_LETTERS = "abcdeghijklmnqrsuvwxy";

export const PIECES_PER_PLAYER = 5;

const PRINTED_LETTERS = PLAYER_LETTERS.toUpperCase();

/** The uppercase letter printed for player `index` (0 = A); "" for an index without a player. */
export function renderPlayer(index: number): string {
  return PRINTED_LETTERS.charAt(index);
}

/** The character code of the letter printed for player `index`; NaN for an index without a player. */
export function readPlayerCode(index: number): number {
  return PRINTED_LETTERS.charCodeAt(index);
}

/** The index of the player with this start-square letter, or -1 for a non-player character. */
export function findPlayerIndex(letter: string): number {
  return letter.length === 1 ? PLAYER_LETTERS.indexOf(letter) : -1;
}
