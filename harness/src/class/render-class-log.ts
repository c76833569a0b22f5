import path from "node:path";
import type { Paint } from "../report/paint.js";
import { styleVerdict } from "../report/paint.js";
import { VERDICTS } from "../result/verdict.js";
import { showControlsInLine } from "../text/show-controls.js";
import { showNumber } from "../text/show-number.js";
import type { ClassResult, StudentDone } from "./run-class.js";

const NAME_WIDTH = 30;

/** `✗ bob   57/60   2 Wrong Answer, 1 Time Limit Exceeded`: one student, as the log shows them. */
export function renderStudentLine(done: StudentDone, paint: Paint): string {
  const { summary } = done;
  const allAccepted = summary.accepted === summary.total;
  const mark = allAccepted ? paint("green", "✓") : paint("red", "✗");
  const score = `${showNumber(summary.points)}/${showNumber(summary.maxPoints)}`.padStart(7);
  const kept = done.cached ? paint("dim", " (kept)") : "";
  const why =
    done.problem !== undefined
      ? `${paint("red", "Compilation Error")}: ${showControlsInLine(done.problem)}`
      : VERDICTS.filter((verdict) => verdict !== "Accepted" && summary.byVerdict[verdict] > 0)
          .map((verdict) =>
            paint(styleVerdict(verdict), `${showNumber(summary.byVerdict[verdict])} ${verdict}`),
          )
          .join(", ");
  const name = showControlsInLine(done.student).padEnd(NAME_WIDTH);
  return `${mark} ${name} ${score}${kept}${why === "" ? "" : `   ${why}`}\n`;
}

/** The closing lines: how the class did, what was regraded, where the scoreboards are. */
export function renderClassSummary(result: ClassResult, paint: Paint, cwd: string): string {
  const { rows } = result;
  const full = rows.filter((row) => row.summary.accepted === row.summary.total).length;
  const students = `${rows.length} ${rows.length === 1 ? "student" : "students"}`;
  const shard = result.header.shard === undefined ? "" : ` (shard ${result.header.shard})`;
  const kept = result.cached === 0 ? "" : `, ${result.cached} kept from an earlier run`;
  const how = result.graded + result.cached === 0 ? "merged" : `${result.graded} graded${kept}`;
  const where = (file: string) => {
    const relative = path.relative(cwd, path.join(result.out, file));
    return relative.startsWith("..") ? path.join(result.out, file) : relative;
  };
  return [
    `\n${paint("bold", students)}${shard}: ${paint("green", `${full} with every case accepted`)}, ${rows.length - full} not · ${how}`,
    `scoreboard: ${where("scoreboard.html")}, ${where("scoreboard.csv")} · each student: ${where("students")}/`,
    "",
  ].join("\n");
}

export interface ClassProgressState {
  readonly done: number;
  readonly total: number;
  readonly failing: number;
  /** Seconds still to go, once it can be guessed. */
  readonly secondsLeft?: number;
}

/** `12/40 students · 3 not accepted · about 1 min 20 s left`: the live line on a terminal. */
export function renderClassProgress(state: ClassProgressState, paint: Paint): string {
  const failing =
    state.failing === 0 ? "none failing" : paint("red", `${state.failing} not accepted`);
  const left =
    state.secondsLeft === undefined
      ? ""
      : ` · ${paint("dim", `about ${formatDuration(state.secondsLeft)} left`)}`;
  return `${paint("bold", `${state.done}/${state.total}`)} students · ${failing}${left}`;
}

function formatDuration(seconds: number): string {
  const whole = Math.max(1, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  return minutes < 60
    ? `${minutes} min ${whole % 60} s`
    : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
