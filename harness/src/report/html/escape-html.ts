const HTML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Escapes untrusted text (a program's output) for HTML text and attribute values. Control characters
 * other than tab and newline become their visible Unicode pictures (NUL → ␀), as a browser would
 * otherwise drop or mangle them.
 */
export function escapeHtml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to show.
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, showControl)
      .replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char)
  );
}

function showControl(char: string): string {
  const code = char.charCodeAt(0);
  return String.fromCharCode(code === 0x7f ? 0x2421 : 0x2400 + code);
}
