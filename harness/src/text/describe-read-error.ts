import { showInMessage } from "./show-in-message.js";

/** Long enough for `Expected ',' or '}' after property value in JSON at position 1234`. */
const MESSAGE_LIMIT = 120;

/**
 * Why a file could not be read or parsed, on one line. `JSON.parse` quotes the text it read
 * (`Unexpected token 'x', "x\e[2J…" is not valid JSON`), and that text may be a student's: its
 * control characters are shown as escapes and the message cut short, so it can neither act on a
 * terminal or a CI log nor flood it.
 */
export function describeReadError(error: unknown): string {
  const message = showInMessage(error instanceof Error ? error.message : String(error));
  return message.length > MESSAGE_LIMIT ? `${message.slice(0, MESSAGE_LIMIT)}…` : message;
}
