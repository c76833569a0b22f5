import type { Outcome } from "./outcome.js";
import type { Edition } from "./state.js";

/** The two lines of text a banner shows over the board. */
export type BannerText = readonly [string, string];

export const INVALID_INPUT = "The provided input is not valid!";

export function formatOffendingInput(shownToken: string): string {
  return `Offending input: ${shownToken}`;
}

/** The one wording the two editions disagree on besides the 2–2 result. */
export const MISSING_INPUTS: Readonly<Record<Edition, BannerText>> = {
  original: ["Missing inputs.", "The games ends!"],
  revised: ["Missing inputs.", "The game ends!!"],
};

export const OUTCOME_TEXT: Readonly<Record<Outcome, BannerText>> = {
  fish: ["Go team fish!", "Finally free."],
  hunters: ["The fishing was good; it's", "the catching that was bad."],
  tie: ["Nice tie", "LOL!"],
};

export const HELP = `Usage: fish-game [--edition original|revised] [--stdin] [--] [DIE...]

Plays Preys and Hunters ("Tempo, kleine Fische!"). Each DIE is one roll, 1 to 6:
1 and 6 move the hunters' boat, 2 to 5 move that fish towards the sea (once the
fish is safe, the fish closest to the sea moves; once it is captured, the boat).
The board is drawn before the first roll and after every roll. The game ends when
no fish is left on the board, or with "Missing inputs." when the rolls run out.

Options go before the first die; every later argument is a die, even "--help".
  --edition revised   the course's revised rules (the default): "The game ends!!",
                      and 2 fish safe against 2 captured is a tie ("Nice tie")
  --edition original  the first published rules: "The games ends!", and
                      2 fish safe against 2 captured is a win for the hunters
  --stdin             read the dice from standard input instead, separated by
                      spaces or line breaks; each is answered as soon as it is read
  --                  end of the options
  --help              show this help
  --version           print the version (alone)
`;

export function formatBadEdition(position: number, value: string | undefined): string {
  const given = value === undefined ? "nothing" : JSON.stringify(value);
  return `argument ${position}: --edition must be followed by "original" or "revised", not ${given}`;
}

export function formatLineBreakInDie(position: number): string {
  return `argument ${position}: a die must not contain a line break (dice are separated by spaces)`;
}

export const DICE_WITH_STDIN =
  "dice come either as arguments or from standard input with --stdin, not both";
