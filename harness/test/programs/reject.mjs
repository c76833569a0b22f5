// Rejects any input: one line on standard error and exit status 2, as the games do.
process.stderr.write("line 1: not a valid header\n");
process.exitCode = 2;
