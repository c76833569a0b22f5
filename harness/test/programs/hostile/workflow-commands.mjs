// A hostile program: prints GitHub workflow commands and terminal escapes on both streams, to be
// shown in the reports as text that does nothing.
const attacks = [
  "::error::pwned by the program",
  "::add-mask::secret-value",
  "  ::warning file=x::indented command",
  "##[error]old-style command",
  "see ##[group]inside a line",
  "\u001b[2J\u001b[Hcleared the screen",
  "\u001b]0;a new window title\u0007set the title",
  "carriage\r::error::after a carriage return",
  "\u2003::error::after an em space",
  "\u3000::add-mask::after an ideographic space",
  "\u0085::warning::after a next-line character",
];
const text = `${attacks.join("\n")}\n`;
process.stdout.write(text);
process.stderr.write(text);
process.exitCode = Number(process.argv[2] ?? 0);
