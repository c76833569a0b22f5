import type { Verdict } from "../result/verdict.js";

export type Style = "green" | "red" | "yellow" | "cyan" | "dim" | "bold";

/** Wraps text in a terminal colour, or leaves it alone when colour is off. */
export type Paint = (style: Style, text: string) => string;

const CODES: Record<Style, [number, number]> = {
  green: [32, 39],
  red: [31, 39],
  yellow: [33, 39],
  cyan: [36, 39],
  dim: [2, 22],
  bold: [1, 22],
};

export function createPaint(enabled: boolean): Paint {
  if (!enabled) return (_, text) => text;
  return (style, text) => `\u001b[${CODES[style][0]}m${text}\u001b[${CODES[style][1]}m`;
}

export function styleVerdict(verdict: Verdict): Style {
  if (verdict === "Accepted") return "green";
  if (verdict === "Not Run") return "dim";
  return verdict === "Presentation Error" ? "yellow" : "red";
}

/** Colours a plain unified diff line by line. */
export function paintDiff(diff: string, paint: Paint): string {
  return diff
    .split("\n")
    .map((line) => {
      if (line.startsWith("+++") || line.startsWith("---")) return paint("bold", line);
      if (line.startsWith("+")) return paint("green", line);
      if (line.startsWith("-")) return paint("red", line);
      if (line.startsWith("@@")) return paint("cyan", line);
      return line.startsWith("\\") ? paint("dim", line) : line;
    })
    .join("\n");
}
