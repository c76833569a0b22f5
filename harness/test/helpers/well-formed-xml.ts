import { expect } from "vitest";

/** Checks that tags nest and close, attributes are quoted, and no raw `<`, `&` or control character is left. */
export function checkWellFormed(xml: string): void {
  const body = xml.replace(/^<\?xml[^?]*\?>\n/, "");
  expect(body).not.toContain("\u0000");
  expect(body).not.toContain("\u0007");
  expect(body.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, "")).not.toContain("&");
  const open: string[] = [];
  for (const [tag] of body.matchAll(/<[^>]*>/g)) {
    expect(tag).toMatch(/^<\/?[a-z-]+(\s+[a-z]+="[^"<]*")*\s*\/?>$/);
    const name = /^<\/?([a-z-]+)/.exec(tag)?.[1] ?? "";
    if (tag.startsWith("</")) expect(open.pop()).toBe(name);
    else if (!tag.endsWith("/>")) open.push(name);
  }
  expect(open).toEqual([]);
  expect(body.replace(/<[^>]*>/g, "")).not.toContain("<");
}
