import path from "node:path";
import { makeSuite } from "./suites.js";

const ECHO = "process.stdin.pipe(process.stdout);";

/**
 * A class whose students (`subs/NAME/main.mjs`) echo their input, a one-case suite they all pass,
 * and `extra` files beside them; with the command line that grades it into `out` (from the root).
 */
export async function makeEchoClass(
  students: readonly string[],
  extra: Readonly<Record<string, string>> = {},
): Promise<{ readonly root: string; readonly classArgs: (out: string) => string[] }> {
  const programs = Object.fromEntries(students.map((name) => [`subs/${name}/main.mjs`, ECHO]));
  const root = await makeSuite({
    "suite/a.in": "hi\n",
    "suite/a.out": "hi\n",
    ...programs,
    ...extra,
  });
  const classArgs = (out: string) => classCommandLine(root, "--out", path.resolve(root, out));
  return { root, classArgs };
}

/**
 * `games-grade class` for the students in `ROOT/subs` against the suite `ROOT/suite`, each program
 * run as `node main.mjs` in its student's folder, then `more`.
 */
export function classCommandLine(root: string, ...more: string[]): string[] {
  return [
    "class",
    path.join(root, "subs"),
    "--suite",
    path.join(root, "suite"),
    "--cmd",
    `${process.execPath} main.mjs`,
    ...more,
  ];
}
