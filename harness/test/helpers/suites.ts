import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll } from "vitest";

const created: string[] = [];
afterAll(async () => {
  await Promise.all(created.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Writes `files` (relative path → contents) into a fresh temporary folder, removed after the file's tests. */
export async function makeSuite(files: Record<string, string | Uint8Array>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "harness-test-"));
  // Open to other users, as a teacher's folders usually are: a root grader's box users read a
  // program's folder as any other user would.
  await chmod(dir, 0o755);
  created.push(dir);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

export const programsDir = fileURLToPath(new URL("../programs/", import.meta.url));

/** The command that runs one of the test's own programs with this Node. */
export function nodeProgram(name: string, ...args: string[]): string {
  return [process.execPath, path.join(programsDir, name), ...args].join(" ");
}
