import { characterStart } from "../text/character-start.js";
import { skipLines } from "../text/skip-lines.js";

/**
 * How much of what a program printed a case result keeps of one piece, in characters: one program's
 * megabyte must not make a report (JSON writes a control character as six) or a class's cache too
 * large to write.
 */
export const OUTPUT_KEPT_CHARACTERS = 8 * 1024;

/** What a program printed last, at most `OUTPUT_KEPT_CHARACTERS`. */
export function keepEnd(output: string): string {
  if (output.length <= OUTPUT_KEPT_CHARACTERS) return output;
  return output.slice(characterStart(output, output.length - OUTPUT_KEPT_CHARACTERS));
}

/**
 * The start of `text`: at most `lines` lines and `OUTPUT_KEPT_CHARACTERS` (a longer line is cut
 * within it); `cut` when more follows.
 */
export function keepStart(
  text: string,
  lines: number,
): { readonly text: string; readonly cut: boolean } {
  const end = characterStart(text, Math.min(skipLines(text, 0, lines), OUTPUT_KEPT_CHARACTERS));
  return end >= text.length ? { text, cut: false } : { text: text.slice(0, end), cut: true };
}

/**
 * Two pieces of text, each as cut to what a report keeps, as a report holds them: `expected` and
 * `actual`, and `expectedCut`/`actualCut` only where a piece was cut.
 */
export function pairCut<T>(
  expected: { readonly text: T; readonly cut: boolean },
  actual: { readonly text: T; readonly cut: boolean },
) {
  return {
    expected: expected.text,
    actual: actual.text,
    ...(expected.cut ? { expectedCut: true } : {}),
    ...(actual.cut ? { actualCut: true } : {}),
  };
}
