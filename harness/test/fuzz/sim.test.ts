import { test } from "vitest";
// @ts-expect-error
import { createSession, step } from "../../../packages/goose/dist/index.js";
import { shrinkInput } from "../../src/fuzz/shrink-input.js";

function play(stdin: string): { ok: boolean; out: string } {
  let s = createSession();
  let out = "";
  for (const line of stdin.split("\n").slice(0, -1)) {
    const r = step(s, line);
    s = r.session;
    out += r.output;
    if (s.phase === "rejected") return { ok: false, out };
    if (s.phase === "exited") break;
  }
  return { ok: s.phase !== "rejected" && s.phase !== "header", out };
}

test("sim", async () => {
  const input = {
    stdin: "MLJ\n122\n4\n31 39 44 57\n2\n74 121\ndice 3 2\ndice 7 0\nsquare M\nexit\n",
    args: [],
  };
  let calls = 0;
  let valid = 0;
  const result = await shrinkInput(input, async (c) => {
    calls++;
    console.log(calls, JSON.stringify(c.stdin));
    const r = play(c.stdin);
    if (!r.ok) return false;
    valid++;
    return r.out.includes("Invalid dice");
  });
  console.log(calls, valid, JSON.stringify(result.stdin));
});
