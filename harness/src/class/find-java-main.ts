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
const PACKAGE = new RegExp(
  String.raw`^\s*package\s+(${IDENTIFIER}(?:\s*\.\s*${IDENTIFIER})*)\s*;`,
  "mu",
);
const TYPE = new RegExp(
  String.raw`(?<![.\p{L}\p{N}_$])(?:class|interface|enum|record)\s+(${IDENTIFIER})`,
  "gu",
);
// The modifiers before `void main(String…`: they must include both public and static.
const MAIN = new RegExp(
  String.raw`((?:\b(?:public|static|final|synchronized|strictfp)\s+)+)void\s+main\s*\(\s*(?:final\s+)?(?:java\.lang\.)?String\s*(?:\[\s*\]|\.\.\.|\s${IDENTIFIER}\s*\[\s*\])`,
  "gu",
);

/** Every class with `public static void main(String[] …)` in the sources, with its qualified name. */
export function findJavaMains(sources: readonly JavaSource[]): MainClass[] {
  return sources.flatMap((source) => findMainsIn(source));
}

function findMainsIn(source: JavaSource): MainClass[] {
  const code = stripJavaNoise(source.text);
  const packageName = PACKAGE.exec(code)?.[1]?.replace(/\s+/g, "");
  const mains = [...code.matchAll(MAIN)]
    .filter((match) => /\bpublic\b/.test(match[1] ?? "") && /\bstatic\b/.test(match[1] ?? ""))
    .map((match) => match.index);
  if (mains.length === 0) return [];
  return findEnclosingTypes(code, mains).flatMap((types) => {
    if (types.length === 0) return [];
    const className = types.join("$");
    return [
      { className: packageName ? `${packageName}.${className}` : className, file: source.file },
    ];
  });
}

/**
 * For each position, the names of the types whose bodies enclose it, outermost first: a type's
 * name is taken at its declaration and its body is the next `{ … }`.
 */
function findEnclosingTypes(code: string, positions: readonly number[]): string[][] {
  const declared = new Map([...code.matchAll(TYPE)].map((match) => [match.index, match[1] ?? ""]));
  const found: string[][] = [];
  const stack: (string | undefined)[] = [];
  let pending: string | undefined;
  let next = 0;
  for (let index = 0; index <= code.length && next < positions.length; index++) {
    if (index === positions[next]) {
      found.push(stack.filter((name): name is string => name !== undefined));
      next++;
    }
    const name = declared.get(index);
    if (name !== undefined) pending = name;
    const char = code.charAt(index);
    if (char === "{") {
      stack.push(pending);
      pending = undefined;
    } else if (char === "}") stack.pop();
  }
  return found;
}
