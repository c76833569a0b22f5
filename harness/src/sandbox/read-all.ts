import type { ChildProcess } from "node:child_process";

/** What a descriptor of the child says until it closes (nothing for one it does not have). */
export function readAll(stream: ChildProcess["stdio"][number] | undefined): Promise<string> {
  if (stream === null || stream === undefined || !("setEncoding" in stream))
    return Promise.resolve("");
  let text = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    text += chunk;
  });
  return new Promise((resolve) => {
    stream.once("close", () => resolve(text));
    stream.once("error", () => resolve(text));
  });
}
