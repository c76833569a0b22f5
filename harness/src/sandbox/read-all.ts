import type { ChildProcess } from "node:child_process";

/**
 * What a descriptor of the child says until it closes (nothing for one it does not have), up to
 * `limit` characters: past them the descriptor is closed, and its writer gets no more room.
 */
export function readAll(
  stream: ChildProcess["stdio"][number] | undefined,
  limit = Number.POSITIVE_INFINITY,
): Promise<string> {
  if (stream === null || stream === undefined || !("setEncoding" in stream))
    return Promise.resolve("");
  let text = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    text += chunk.slice(0, limit - text.length);
    if (text.length >= limit) stream.destroy();
  });
  return new Promise((resolve) => {
    stream.once("close", () => resolve(text));
    stream.once("error", () => resolve(text));
  });
}
