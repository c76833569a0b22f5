import { showWhitespace } from "../../compare/render-diff.js";
import { escapeHtml } from "./escape-html.js";

/** Text in a box, whitespace made visible as in the diffs, and a missing final newline said. */
export function renderText(text: string): string {
  if (text === "") return `<p class="note">empty</p>`;
  const shown = showText(text.endsWith("\n") ? text.slice(0, -1) : text);
  const end = text.endsWith("\n") ? "" : `<span class="no-eol">no newline at the end</span>`;
  return `<pre class="text">${escapeHtml(shown)}${end}</pre>`;
}

/** Each line's trailing whitespace made visible, as in the diffs. */
export function showText(text: string): string {
  return text
    .split("\n")
    .map((line) => showWhitespace(` ${line}`).slice(1))
    .join("\n");
}
