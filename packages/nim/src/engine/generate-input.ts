import { createRandom, pickInteger, pickItem, type Random } from "@games/cli-kit/random";

export interface GenerateInputOptions {
  /** The same seed always gives the same input. */
  readonly seed: number;
  /** About how many lines (commands, names, numbers, answers) to write. */
  readonly size: number;
  /**
   * `spec`: only input a student's program is graded on (the fixtures' `spec` group: what the text
   * settles); `all` (the default): also lines our decisions and our CLI's contract answer.
   */
  readonly space?: "spec" | "all";
}

export interface GeneratedInput {
  readonly stdin: string;
  readonly args: readonly string[];
}

const NAMES = ["Luke", "Han", "Leia", "Rey", "Finn", "Poe"] as const;
const STRAY_LINES = ["help", "commands", "fakecommand", "", "START", "Y"] as const;
/** Unknown commands the text answers (the prompt again); a blank line is our decision. */
const SPEC_STRAY_LINES = ["help", "commands", "fakecommand", "START", "Y"] as const;

/**
 * A valid input for the Nim program: console commands (known, unknown and blank), whole sessions of
 * games with replays, mostly legal moves with some over the bound, beyond the pile or not numbers,
 * and a final `exit`.
 */
export function generateInput({ seed, size, space = "all" }: GenerateInputOptions): GeneratedInput {
  const random = createRandom(seed);
  const spec = space === "spec";
  const lines: string[] = [];
  while (lines.length < size) {
    if (random() < 0.6) appendSession(lines, random, size, spec);
    else lines.push(pickItem(random, spec ? SPEC_STRAY_LINES : STRAY_LINES));
  }
  lines.push("exit");
  return { stdin: `${lines.join("\n")}\n`, args: [] };
}

/**
 * In the `spec` space only `Y` replays ("any input apart from 'Y' should terminate the game"; our
 * `y` is a decision), and no move breaks the pile's limit: the text gives that message's words but
 * not the layout after it, and a move over the bound and the pile at once is our decision.
 */
function appendSession(lines: string[], random: Random, size: number, spec: boolean): void {
  lines.push("start", pickItem(random, NAMES), pickItem(random, NAMES));
  const play = spec ? appendSpecGame : appendGame;
  play(lines, random);
  while (lines.length < size && random() < 0.5) {
    lines.push(spec ? "Y" : pickItem(random, ["Y", "y"]));
    play(lines, random);
  }
  lines.push(pickItem(random, ["N", "n", "no"]));
}

function appendGame(lines: string[], random: Random): void {
  if (random() < 0.05) lines.push("three");
  const bound = pickInteger(random, 1, 6);
  let stones = pickInteger(random, 1, 30);
  lines.push(String(bound), String(stones));
  while (stones > 0) {
    const roll = random();
    if (roll < 0.08) lines.push(String(bound + pickInteger(random, 1, 3)));
    else if (roll < 0.14) lines.push(pickItem(random, ["0", "-1", String(stones + 1)]));
    else if (roll < 0.17) lines.push("two");
    else {
      const take = pickInteger(random, 1, Math.min(bound, stones));
      lines.push(String(take));
      stones -= take;
    }
  }
}

function appendSpecGame(lines: string[], random: Random): void {
  const bound = pickInteger(random, 1, 6);
  let stones = pickInteger(random, 1, 30);
  lines.push(String(bound), String(stones));
  while (stones > 0) {
    const over = bound + pickInteger(random, 1, 3);
    if (random() < 0.08 && over <= stones) lines.push(String(over));
    else {
      const take = pickInteger(random, 1, Math.min(bound, stones));
      lines.push(String(take));
      stones -= take;
    }
  }
}
