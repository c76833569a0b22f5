/** Whether `pattern` uses glob syntax (`*`, `?`, `[…]`) rather than being a plain substring. */
export function isGlob(pattern: string): boolean {
  return /[*?[]/.test(pattern);
}

/** A regular expression that matches a whole name against a glob: `*` any run, `?` one character. */
export function compileGlob(pattern: string): RegExp {
  let source = "";
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern.charAt(index);
    const close = pattern.indexOf("]", index + 2);
    if (char === "*") source += ".*";
    else if (char === "?") source += ".";
    else if (char === "[" && close !== -1) {
      source += `[${pattern
        .slice(index + 1, close)
        .replace(/^!/, "^")
        .replace(/\\/g, "\\\\")}]`;
      index = close;
    } else source += char.replace(/[.+^${}()|[\]\\/]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

/**
 * Why `pattern` is no glob, in a few words (`[z-a]`: its range runs backwards); none when it is one.
 * Checked where the pattern is given, so that a bad one is a line naming it, not an internal error.
 */
export function findGlobError(pattern: string): string | undefined {
  if (!isGlob(pattern)) return undefined;
  try {
    compileGlob(pattern);
    return undefined;
  } catch (error) {
    // `Invalid regular expression: /^[z-a]$/: Range out of order in character class`
    const reason = (error as Error).message.split(": ").at(-1) ?? "";
    return reason.charAt(0).toLowerCase() + reason.slice(1);
  }
}

/** Glob patterns match the whole name; anything else matches as a substring. */
export function matchesName(pattern: string, name: string): boolean {
  return isGlob(pattern) ? compileGlob(pattern).test(name) : name.includes(pattern);
}
