export type Die = 1 | 2 | 3 | 4 | 5 | 6;

export type Command =
  | { readonly kind: "roll"; readonly die: Die }
  | { readonly kind: "invalid"; readonly token: string };

/** Only the exact tokens `1` to `6` are rolls: `01`, `+1` and `６` are not. */
export function parseCommand(token: string): Command {
  if (/^[1-6]$/.test(token)) return { kind: "roll", die: Number(token) as Die };
  return { kind: "invalid", token };
}
