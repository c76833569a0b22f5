// Copies standard input to standard output, like cat.
process.stdin.pipe(process.stdout);
