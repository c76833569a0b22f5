import { rm } from "node:fs/promises";
import path from "node:path";
import { writeInside } from "../suite/write-inside.js";
import { encodeBytes } from "../text/byte-text.js";
import type { GeneratedInput } from "./generated-input.js";
import { listDataFiles } from "./list-data-files.js";
import { checkOutFolder, type OutFolder } from "./out-folder.js";
import { renderProtocolCase } from "./protocol-case.js";
import { writeDataFile } from "./write-data-file.js";

export interface WrittenCase {
  readonly dir: string;
  readonly name: string;
  /** The case's files (`.in`, `.args`, `.out` or `.protocol`) and the data files written beside them. */
  readonly written: readonly string[];
  /** Data files already there with other contents: left alone, so the case may not run as fuzzed. */
  readonly kept: readonly string[];
}

/** How the case is written: `.in`/`.out`, or a `.protocol` that opens with the `# ` comment. */
export type CaseFormat =
  | { readonly kind: "io" }
  | { readonly kind: "protocol"; readonly comment: string };

/**
 * Writes `input` as a ready-to-grade case `NAME` in `out` (refused when it is no longer the folder
 * made before the programs ran, see `checkOutFolder`): `NAME.in` (unless the input is only
 * arguments) and `NAME.out` with the expected output, or one `NAME.protocol` holding both;
 * `NAME.args` when there are arguments; and the input's data files at their paths from `dir`, listed
 * in its `suite.json`'s `files`: a boxed run's working folder is a private one, into which grading
 * copies those alone (only an unboxed run works in the suite folder itself).
 */
export async function writeFuzzCase(
  out: OutFolder,
  name: string,
  input: GeneratedInput,
  expected: string,
  format: CaseFormat = { kind: "io" },
): Promise<WrittenCase> {
  await checkOutFolder(out);
  const dir = out.path;
  const written: string[] = [];
  for (const [file, text] of listCaseFiles(path.join(dir, name), input, expected, format)) {
    // A file left from an earlier case of the same name would change what this one means; a link
    // planted in a file's place is refused, never written through (see writeInside).
    if (text === undefined) await rm(file, { force: true });
    else await writeInside(dir, file, encodeBytes(text));
    if (text !== undefined) written.push(file);
  }
  const kept: string[] = [];
  for (const [relative, text] of Object.entries(input.files ?? {})) {
    const done = await writeDataFile(dir, relative, text);
    if (done === "written") written.push(path.join(dir, relative));
    if (done === "kept") kept.push(path.join(dir, relative));
  }
  const suite = await listDataFiles(dir, Object.keys(input.files ?? {}));
  if (suite !== undefined) written.push(suite);
  return { dir, name, written, kept };
}

/** Each file of the case with its text; `undefined`: the file must not be there. */
function listCaseFiles(
  base: string,
  input: GeneratedInput,
  expected: string,
  format: CaseFormat,
): [string, string | undefined][] {
  const args = input.args.length > 0 ? `${input.args.join(" ")}\n` : undefined;
  if (format.kind === "protocol") {
    return [
      [`${base}.in`, undefined],
      [`${base}.args`, args],
      [`${base}.out`, undefined],
      [`${base}.protocol`, renderProtocolCase(format.comment, input.stdin, expected)],
    ];
  }
  const hasInput = input.stdin !== "" || input.args.length === 0;
  return [
    [`${base}.in`, hasInput ? input.stdin : undefined],
    [`${base}.args`, args],
    [`${base}.out`, expected],
    [`${base}.protocol`, undefined],
  ];
}
