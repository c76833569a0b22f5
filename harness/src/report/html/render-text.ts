import { showWhitespace } from "../../compare/render-diff.js";
import { escapeHtml } from "./escape-html.js";

/** Text in a box, whitespace made visible as in the diffs, and a missing final newline said. */
export function renderText(text: string): string {
  if (text === "") return `<p class="note">empty</p>`;
  const shown = showText(text.endsWith("\n") ? text.slice(0, -1) : text);
  const end = text.endsWith("\n") ? "" : `<span class="no-eol">no newline at the end</span>`;
  return `<pre class="text">${escapeHtml(shown)}${end}</pre>`;
}

/**
 * A text a report keeps only the start of, `cut` when more followed: then with `note` (the grader's
 * own words, HTML as it is) under it, and
 * its last line not marked as ending without a newline (it goes on past the cut).
 */
export function renderCutText(text: string, cut: boolean | undefined, note: string): string {
  if (cut !== true) return renderText(text);
  return `${renderText(`${text.replace(/\n$/, "")}\n`)}<p class="note">cut here: ${note}</p>`;
}

/** Each line's trailing whitespace made visible, as in the diffs. */
export function showText(text: string): string {
  return text
    .split("\n")
    .map((line) => showWhitespace(` ${line}`).slice(1))
    .join("\n");
}
