import type { CaseReport } from "../result/suite-result.js";
import { showNumber } from "../text/show-number.js";

/** ` · cpu 12 ms`, or nothing where the case's CPU time was not measured. */
export function formatCpuTime(item: CaseReport): string {
  return item.cpuMs == null ? "" : ` · cpu ${showNumber(item.cpuMs)} ms`;
}
