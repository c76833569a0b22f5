import { createHash } from "node:crypto";

const MAX_CHARACTERS = 60;

/**
 * The folder under `--out` for each student: the name itself when it is already a safe folder name,
 * else its letters, digits, `.`, `_` and `-` (others become `_`) and a short hash of the whole name,
 * which keeps apart names that clean up alike or differ only in case (one folder on macOS). Never
 * `.`, `..`, hidden, a path or too long for a file system.
 */
export function assignStudentFolders(names: readonly string[]): ReadonlyMap<string, string> {
  const cleaned = names.map((name) => [name, cleanName(name)] as const);
  const counts = new Map<string, number>();
  for (const [, clean] of cleaned) {
    const key = clean.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return new Map(
    cleaned.map(([name, clean]) => {
      const unique = clean === name && counts.get(clean.toLowerCase()) === 1;
      return [name, unique ? clean : `${clean || "student"}-${shortHash(name)}`];
    }),
  );
}

function cleanName(name: string): string {
  return [...name.normalize("NFC").replace(/[^\p{L}\p{M}\p{N}._-]+/gu, "_")]
    .slice(0, MAX_CHARACTERS)
    .join("")
    .replace(/^[._]+/, "");
}

/** The first 8 hex digits of the name's SHA-256. */
function shortHash(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 8);
}
