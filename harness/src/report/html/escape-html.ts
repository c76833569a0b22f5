import { showUnseenCharacters } from "../../text/show-controls.js";

const HTML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Escapes untrusted text (a program's output) for HTML text and attribute values, its control
 * characters and bytes that are not UTF-8 made visible (see `showControlPictures`).
 */
export function escapeHtml(text: string): string {
  return showControlPictures(text).replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);
}

/**
 * Control characters other than tab and newline as their visible Unicode pictures (NUL → ␀, ESC →
 * ␛), as a browser would otherwise drop or mangle them; bytes that are not UTF-8 as `\xfe`, and C1
 * and bidirectional controls, spaces that look like a space and characters drawn as nothing as
 * `\u202e`, as on the terminal: a browser would turn a line around or show nothing.
 */
export function showControlPictures(text: string): string {
  return (
    showUnseenCharacters(text)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to show.
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, showControl)
  );
}

function showControl(char: string): string {
  const code = char.charCodeAt(0);
  return String.fromCharCode(code === 0x7f ? 0x2421 : 0x2400 + code);
}
