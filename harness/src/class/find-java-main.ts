import { stripJavaNoise } from "./strip-java-noise.js";

export interface JavaSource {
  /** The file's path, from the student's folder. */
  readonly file: string;
  readonly text: string;
}

export interface MainClass {
  /** Qualified as `java` wants it: `app.Main`, or `app.Outer$Inner` for a nested class. */
  readonly className: string;
  readonly file: string;
}

const IDENTIFIER = String.raw`[\p{L}_$][\p{L}\p{N}_$]*`;
// Blanks before `package` within its line only: `\s*` there would cross lines, and from every
// line start read every blank line after it (a student's 40,000 empty lines took 1.7 s, growing
// with their square, in the grader's one thread).
const PACKAGE = new RegExp(
  String.raw`^[^\S\n\r\u2028\u2029]*package\s+(${IDENTIFIER}(?:\s*\.\s*${IDENTIFIER})*)\s*;`,
  "mu",
);
const TYPE = new RegExp(
  String.raw`(?<![.\p{L}\p{N}_$])(?:class|interface|enum|record)\s+(${IDENTIFIER})`,
  "gu",
);
// `void main(String…`; the modifiers before it, which must include both public and static, are
// read backwards from there (`MODIFIERS`). A regular expression that began with them would, from
// each of a run of `public public …`, read the whole run: a student's 20,000 took 1.6 s, growing
// with their square, in the grader's one thread.
const MAIN = new RegExp(
  String.raw`\bvoid\s+main\s*\(\s*(?:final\s+)?(?:java\.lang\.)?String\s*(?:\[\s*\]|\.\.\.|\s${IDENTIFIER}\s*\[\s*\])`,
  "gu",
);
const MODIFIERS: ReadonlySet<string> = new Set([
  "public",
  "static",
  "final",
  "synchronized",
  "strictfp",
]);

/** Every class with `public static void main(String[] …)` in the sources, with its qualified name. */
export function findJavaMains(sources: readonly JavaSource[]): MainClass[] {
  return sources.flatMap((source) => findMainsIn(source));
}

function findMainsIn(source: JavaSource): MainClass[] {
  const code = stripJavaNoise(source.text);
  const packageName = PACKAGE.exec(code)?.[1]?.replace(/\s+/g, "");
  const mains = [...code.matchAll(MAIN)]
    .filter((match) => {
      const modifiers = readModifiersBefore(code, match.index);
      return modifiers.has("public") && modifiers.has("static");
    })
    .map((match) => match.index);
  if (mains.length === 0) return [];
  return findEnclosingTypes(code, mains).flatMap((className) => {
    if (className === undefined) return [];
    return [
      { className: packageName ? `${packageName}.${className}` : className, file: source.file },
    ];
  });
}

/**
 * The modifiers written just before `end`, each after blanks, read backwards word by word until a
 * word that is none (or a character that is no word): each repeated one is read once, so a run of
 * them costs its length, once per `void main`.
 */
function readModifiersBefore(code: string, end: number): Set<string> {
  const found = new Set<string>();
  let at = end;
  for (;;) {
    // Each modifier is followed by a blank (and `void` by one after the last).
    let wordEnd = at;
    while (wordEnd > 0 && /\s/.test(code.charAt(wordEnd - 1))) wordEnd--;
    if (wordEnd === at) return found;
    let wordStart = wordEnd;
    while (wordStart > 0 && /[\p{L}\p{N}_$]/u.test(code.charAt(wordStart - 1))) wordStart--;
    const word = code.slice(wordStart, wordEnd);
    if (!MODIFIERS.has(word)) return found;
    found.add(word);
    at = wordStart;
  }
}

/**
 * For each position, the names of the types whose bodies enclose it joined by `$`, outermost first
 * (`undefined` inside none): a type's name is taken at its declaration and its body is the next
 * `{ … }`. Each open brace keeps the joined name of its types, made once when it opens: naming each
 * position from the whole stack of braces read each brace again per `main` (a student's 10,000
 * nested classes followed by 2,000 mains took 6 s, growing with the square of the source).
 */
function findEnclosingTypes(code: string, positions: readonly number[]): (string | undefined)[] {
  const types = [...code.matchAll(TYPE)].map((match) => ({
    at: match.index,
    name: match[1] ?? "",
  }));
  const found: (string | undefined)[] = [];
  const stack: (string | undefined)[] = [];
  let pending: string | undefined;
  let nextPosition = 0;
  let nextType = 0;
  // The positions and declarations up to `limit`, in their order (a position first at one index).
  const readUpTo = (limit: number): void => {
    for (;;) {
      const position = positions[nextPosition];
      const type = types[nextType];
      if (
        position !== undefined &&
        position <= limit &&
        (type === undefined || position <= type.at)
      ) {
        found.push(stack.at(-1));
        nextPosition++;
      } else if (type !== undefined && type.at <= limit) {
        pending = type.name;
        nextType++;
      } else return;
    }
  };
  // From brace to brace (a character at a time, megabytes of source took seconds).
  for (const brace of code.matchAll(/[{}]/g)) {
    readUpTo(brace.index);
    if (nextPosition === positions.length) break;
    if (brace[0] === "{") {
      const outer = stack.at(-1);
      stack.push(
        pending === undefined || outer === undefined ? (pending ?? outer) : `${outer}$${pending}`,
      );
      pending = undefined;
    } else stack.pop();
  }
  readUpTo(code.length);
  return found;
}
