import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { packageDir } from "../helpers/action-step.js";

// The README is the way in and docs/ the reference behind it: a newcomer follows the links, and
// npm's page shows the README with the files `files` publishes.

const pages = [
  "README.md",
  ...readdirSync(path.join(packageDir, "docs")).map((name) => `docs/${name}`),
];

/** A Markdown text without its fenced blocks, where `](` and `#` are program text. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "");
}

/** The anchors GitHub gives a Markdown file's headings (a repeated one gets `-1`, `-2`, …). */
function anchors(markdown: string): Set<string> {
  const seen = new Set<string>();
  for (const [, heading = ""] of prose(markdown).matchAll(/^#{1,6} (.*)$/gm)) {
    const slug = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\- _]/gu, "")
      .replace(/ /g, "-");
    let unique = slug;
    for (let n = 1; seen.has(unique); n++) unique = `${slug}-${n}`;
    seen.add(unique);
  }
  return seen;
}

/** The relative link targets of a Markdown file (web addresses left out), as written. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target = ""]) => target)
    .filter((target) => !/^[a-z]+:/.test(target));
}

describe("the harness's README and docs/", () => {
  test.each(pages)("%s links only to files and headings that exist", (page) => {
    const text = readFileSync(path.join(packageDir, page), "utf8");
    for (const link of relativeLinks(text)) {
      const [file = "", anchor] = link.split("#");
      const target =
        file === ""
          ? path.join(packageDir, page)
          : path.resolve(packageDir, path.dirname(page), file);
      expect(existsSync(target), `${link} does not exist`).toBe(true);
      if (anchor === undefined) continue;
      expect(
        statSync(target).isFile() && target.endsWith(".md"),
        `${link}: not a Markdown file`,
      ).toBe(true);
      expect([...anchors(readFileSync(target, "utf8"))], `${link}: no such heading`).toContain(
        anchor,
      );
    }
  });

  test("the README stays an overview: under 30,000 characters", () => {
    expect(readFileSync(path.join(packageDir, "README.md"), "utf8").length).toBeLessThan(30_000);
  });

  test("the README links to the reference pages, and `files` publishes them", () => {
    const links = relativeLinks(readFileSync(path.join(packageDir, "README.md"), "utf8"));
    expect(links.filter((link) => link.startsWith("docs/")).length).toBeGreaterThan(5);
    const { files } = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8"));
    // Inside the package (not `../` into the repository), each link's top folder is published.
    for (const link of links.filter(
      (target) => !target.startsWith("../") && !target.startsWith("#"),
    ))
      expect(files, link).toContain(link.split("/")[0]);
  });
});
