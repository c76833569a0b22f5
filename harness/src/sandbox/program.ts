/** A program ready to start: an executable file and the arguments that always come first. */
export interface Program {
  readonly file: string;
  readonly args: readonly string[];
  /** The whole environment to run it in; inherited when missing. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The program as a person would type it, for reports. */
  readonly display: string;
  /** Files and folders it needs besides those its arguments name (a game's package). */
  readonly files?: readonly string[];
}
