import { describe, expect, test } from "vitest";
import { escapeHtml } from "../../src/report/html/escape-html.js";
import { escapeXml } from "../../src/report/render-junit.js";
import { quoteText, showControls } from "../../src/text/show-controls.js";

describe("characters a reader cannot see are shown as escapes", () => {
  test.each([
    ["hello\u00a0world", "hello\\u00a0world"],
    ["thin\u2009and narrow\u202fspaces", "thin\\u2009and narrow\\u202fspaces"],
    ["zero\u200bwidth", "zero\\u200bwidth"],
    ["\ufeffbyte order mark", "\\ufeffbyte order mark"],
    ["word\u2060joiner", "word\\u2060joiner"],
    ["soft\u00adhyphen", "soft\\u00adhyphen"],
    ["score: \u202estnioP 01", "score: \\u202estnioP 01"],
    ["\u2066isolate\u2069 and \u200emark", "\\u2066isolate\\u2069 and \\u200emark"],
    ["a\u200db and a\u200cb", "a\\u200db and a\\u200cb"],
    ["\u200dat the start", "\\u200dat the start"],
    ["hidden \u{e0068}\u{e0069} tags", "hidden \\u{e0068}\\u{e0069} tags"],
  ])("%j as %j", (text, shown) => {
    expect(showControls(text)).toBe(shown);
  });

  test.each([
    ["accents", "café, ação, Ñandú"],
    ["CJK, and an ideographic space", "日本語のテキスト\u3000한국어"],
    ["emoji with a variation selector and a skin tone", "❤️ 👍🏽"],
    ["emoji joined by zero-width joiners", "👩‍💻 👨‍👩‍👧 🏳️‍🌈"],
    ["a flag spelled with tags", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"],
    ["a Persian word with a zero-width non-joiner", "می‌خواهم"],
  ])("leaves ordinary text as it is: %s", (_, text) => {
    expect(showControls(text)).toBe(text);
    expect(escapeHtml(text)).toBe(text);
  });

  test("a quoted first difference shows the no-break space", () => {
    expect(quoteText("\u00a0world\n")).toBe('"\\u00a0world\\n"');
  });

  test.each([
    ["escapeHtml", escapeHtml],
    ["escapeXml", escapeXml],
  ])("%s shows them as the terminal does", (_, render) => {
    expect(render("a\u00a0b\u200b\u202e\u0085")).toBe("a\\u00a0b\\u200b\\u202e\\u0085");
  });
});
