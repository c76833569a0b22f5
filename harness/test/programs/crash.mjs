// Prints one line, complains on standard error and exits with status 1.
process.stdout.write("started\n");
process.stderr.write("something broke\n");
process.exitCode = 1;
