/**
 * Just enough YAML for the workflows this repository writes itself (no YAML parser among the
 * dependencies): a README's fenced yaml block, and the `with:` of one step.
 */

/** The first ```yaml block after the heading line `heading` of a Markdown text. */
export function readYamlBlock(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no heading ${heading}`);
  const block = /```yaml\n([\s\S]*?)```/.exec(markdown.slice(start));
  if (block?.[1] === undefined) throw new Error(`no yaml block under ${heading}`);
  return block[1];
}

/** The `with:` inputs of the step whose `uses:` contains `uses`, as written (quotes removed). */
export function readStepWith(workflow: string, uses: string): Record<string, string> {
  const lines = workflow.split("\n");
  const at = lines.findIndex((line) => /^\s*(- )?uses: /.test(line) && line.includes(uses));
  const stepIndent = (lines[at] ?? "").replace("- ", "  ").search(/\S/);
  const inputs: Record<string, string> = {};
  let inWith = false;
  for (const line of lines.slice(at + 1)) {
    const indent = line.search(/\S/);
    if (indent < 0 || line.trim().startsWith("#")) continue;
    if (indent < stepIndent) break; // the next step
    if (indent === stepIndent) inWith = line.trim() === "with:";
    else if (inWith) {
      const [, key = "", value = ""] = /^\s*([\w-]+):\s*(.*)$/.exec(line) ?? [];
      inputs[key] = value.replace(/^(["'])(.*)\1$/, "$2");
    }
  }
  return inputs;
}
