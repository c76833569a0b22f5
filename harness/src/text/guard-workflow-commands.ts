import { randomBytes } from "node:crypto";

/** Makes text safe to print into a log that acts on what it reads; identity elsewhere. */
export type Guard = (text: string) => string;

/**
 * In GitHub Actions a log line starting `::error::`, `::add-mask::` or `::stop-commands::` is a
 * workflow command, and `##[` starts one of the older form anywhere in a line. Text a graded program
 * printed must never act as one. Under `GITHUB_ACTIONS=true` each write is wrapped in
 * `::stop-commands::TOKEN` … `::TOKEN::` (the runner's documented way to print untrusted text), with a
 * token the program cannot guess, and `##[` is written `#\x23[`.
 */
export function createWorkflowGuard(env: Readonly<Record<string, string | undefined>>): Guard {
  if (env.GITHUB_ACTIONS !== "true") return (text) => text;
  const token = randomBytes(16).toString("hex");
  return (text) => {
    if (text === "") return text;
    const body = neutraliseOldCommands(text);
    const ending = body.endsWith("\n") ? "" : "\n";
    return `::stop-commands::${token}\n${body}${ending}::${token}::\n`;
  };
}

/**
 * Under `GITHUB_ACTIONS=true`, `neutraliseOldCommands`; identity elsewhere. For lines that start
 * with the grader's own words (never `::`), whose middle may be a student's text.
 */
export function createOldCommandGuard(env: Readonly<Record<string, string | undefined>>): Guard {
  return env.GITHUB_ACTIONS === "true" ? neutraliseOldCommands : (text) => text;
}

/** `##[error]` → `#\x23[error]`: never read as a command of the runner's first syntax. */
export function neutraliseOldCommands(text: string): string {
  return text.replaceAll("##[", "#\\x23[");
}

/**
 * An HTML or XML document that may be printed into a CI log: no line starts with `::` and no `##[`
 * appears, with character references in their place (the document means the same). Its own markup
 * never has either, so only text from the cases changes.
 */
export function neutraliseMarkup(document: string): string {
  return document.replaceAll("##[", "#&#35;[").replace(LINE_COMMAND, "$1&#58;:");
}

/**
 * `::` at a line's start after any white space: the runner trims a line as .NET's `TrimStart` does,
 * every Unicode space (an em space, U+3000, U+0085), not only blanks and tabs.
 */
const LINE_COMMAND =
  /^([\t\v\f \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*)::/gm;

/** A JSON document: strings keep every line starting with a quote or a bracket; only `##[` is left. */
export function neutraliseJson(document: string): string {
  return document.replaceAll("##[", "#\\u0023[");
}
