/** Colour on a terminal, unless NO_COLOR is set; FORCE_COLOR turns it on anywhere. */
export function shouldUseColor(
  stream: NodeJS.WritableStream,
  env: Readonly<Record<string, string | undefined>>,
): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== "" && env.FORCE_COLOR !== "0")
    return true;
  return (stream as { isTTY?: boolean }).isTTY === true;
}
