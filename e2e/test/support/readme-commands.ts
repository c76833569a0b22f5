import { readFileSync } from "node:fs";

/** The part of a markdown text under the `## heading` `section`, up to the next `## `. */
function findSection(text: string, section: string): string {
  const start = text.indexOf(`\n## ${section}\n`);
  if (start === -1) throw new Error(`no "## ${section}" section`);
  const end = text.indexOf("\n## ", start + 1);
  return text.slice(start, end === -1 ? undefined : end);
}

/**
 * Every command line of the ```sh blocks of a README (of its `## section` alone, when given),
 * without its trailing comment.
 */
export function readCommands(file: string, section?: string): string[] {
  const whole = readFileSync(file, "utf8");
  const text = section === undefined ? whole : findSection(whole, section);
  return [...text.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap(([, block = ""]) =>
    block
      .split("\n")
      .map((line) => line.replace(/\s+#\s.*$/, "").trim())
      .filter((line) => line !== "" && !line.startsWith("#")),
  );
}
