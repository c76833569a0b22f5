// Text in Markdown is read as markup: `*`, `[x](y)`, `#` at a line's start, and on GitHub a bare
// `www.example.com` becomes a link. Inside code, nothing is; but code ends at the first run of
// backticks as long as its own, so each fence here is longer than any run in the text.

/** A code span of the one-line `text` (see `showControlsInLine`): none of it is read as markup. */
export function codeSpan(text: string): string {
  const marks = "`".repeat(longestBacktickRun(text) + 1);
  // A span's first and last space are taken off when both are there; a backtick at an end would join the fence.
  const pad = /^[` ]|[` ]$/.test(text) && /[^ ]/.test(text) ? " " : "";
  return `${marks}${pad}${text}${pad}${marks}`;
}

/** A fenced code block of `text`, its fence at least three backticks long. */
export function codeFence(text: string, language: string): string[] {
  const marks = "`".repeat(Math.max(3, longestBacktickRun(text) + 1));
  return [`${marks}${language}`, text, marks];
}

function longestBacktickRun(text: string): number {
  // A loop: spread into `Math.max`, 200,000 runs (a shard's message) overflowed the stack.
  let longest = 0;
  for (const run of text.matchAll(/`+/g)) longest = Math.max(longest, run[0].length);
  return longest;
}
