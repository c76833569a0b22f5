// Prints one line, then exits with the code given as its argument: one above 128 reads as a
// signal's in a shell's `$?`.
process.stdout.write("started\n");
process.exitCode = Number(process.argv[2]);
