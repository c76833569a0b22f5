import { readFileSync } from "node:fs";

/** A mount of this process's mount table. */
export interface Mount {
  readonly source: string;
  readonly point: string;
  readonly type: string;
}

/** The mounts of `/proc/self/mounts`, their points unescaped (a space is `\040` there). */
export function readMountTable(): Mount[] {
  let table = "";
  try {
    table = readFileSync("/proc/self/mounts", "utf8");
  } catch {
    return [];
  }
  return table
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => {
      const [source = "", point = "", type = ""] = line.split(" ");
      return { source, point: unescapeField(point), type };
    });
}

function unescapeField(field: string): string {
  return field.replace(/\\([0-7]{3})/g, (_, code) => String.fromCharCode(Number.parseInt(code, 8)));
}
