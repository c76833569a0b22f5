export { CliError } from "./cli-error.js";
export {
  type AnswerContext,
  type AnswerInput,
  type AnswerStep,
  answerEachLine,
  type InputAnswers,
  splitInputLines,
} from "./input-answers.js";
export type { CliIo, FileDescriptors } from "./io.js";
export { type BufferedOutput, createBufferedOutput, type Output } from "./output.js";
export { PACKAGE_VERSION } from "./package-version.js";
export { type ExitCode, type MainOptions, runMain } from "./run-main.js";
export { type LineProgram, type LineResult, streamLines } from "./stream-lines.js";
export { isHelpRequest, showTerminalHint } from "./terminal-hint.js";
export { writeErrorOutput, writeOutput } from "./write-output.js";
