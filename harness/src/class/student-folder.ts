import { createHash } from "node:crypto";

const MAX_CHARACTERS = 60;

/**
 * The folder under `--out` for each student: the name itself when it is already a safe folder name,
 * else its letters, digits, `.`, `_` and `-` (others become `_`) and a short hash of the whole name,
 * which keeps apart names that clean up alike or differ only in case (one folder on macOS). Never
 * `.`, `..`, hidden, a path or too long for a file system, and never another student's: a hash that
 * meets a name kept as it is (`José_Müller-7d47d57d`, which `José Müller` becomes) or another hash
 * (eight hex digits can be searched for) grows until they differ.
 */
export function assignStudentFolders(names: readonly string[]): ReadonlyMap<string, string> {
  const cleaned = names.map((name) => [name, cleanName(name)] as const);
  const counts = new Map<string, number>();
  for (const [, clean] of cleaned) {
    const key = clean.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const folders = new Map<string, string>();
  const taken = new Set<string>();
  const hashed: (readonly [string, string])[] = [];
  for (const [name, clean] of cleaned) {
    if (clean === name && counts.get(clean.toLowerCase()) === 1) {
      folders.set(name, name);
      taken.add(name.toLowerCase());
    } else hashed.push([name, clean]);
  }
  // In one order whatever the order found: which of two names gets the longer hash is the same.
  hashed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, clean] of hashed) {
    let folder = hashedName(name, clean, 8);
    for (let digits = 16; taken.has(folder.toLowerCase()) && digits <= 64; digits *= 2) {
      folder = hashedName(name, clean, digits);
    }
    folders.set(name, folder);
    taken.add(folder.toLowerCase());
  }
  return folders;
}

function cleanName(name: string): string {
  return [...name.normalize("NFC").replace(/[^\p{L}\p{M}\p{N}._-]+/gu, "_")]
    .slice(0, MAX_CHARACTERS)
    .join("")
    .replace(/^[._]+/, "");
}

/** The cleaned name, cut shorter for a longer hash, and the first `digits` hex digits of its SHA-256. */
function hashedName(name: string, clean: string, digits: number): string {
  const base = clean || "student";
  const hash = createHash("sha256").update(name).digest("hex").slice(0, digits);
  return `${digits > 8 ? cutToBytes(base, 120) : base}-${hash}`;
}

/** The longest start of `text` of at most `bytes` bytes in UTF-8, characters whole. */
function cutToBytes(text: string, bytes: number): string {
  let cut = "";
  for (const character of text) {
    if (Buffer.byteLength(cut + character) > bytes) break;
    cut += character;
  }
  return cut;
}
