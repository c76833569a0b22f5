/** Player k uses the k-th letter of the alphabet without the reserved field letters f, o, p, t, z. */
export const PLAYER_LETTERS = "abcdeghijklmnqrsuvwxy";

export const PIECES_PER_PLAYER = 5;

/** The uppercase letter printed for player `index` (0 = A). */
export function renderPlayer(index: number): string {
  return PLAYER_LETTERS.charAt(index).toUpperCase();
}

/** The index of the player with this start-square letter, or -1 for a non-player character. */
export function findPlayerIndex(letter: string): number {
  return letter.length === 1 ? PLAYER_LETTERS.indexOf(letter) : -1;
}
