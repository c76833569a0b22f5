// Prints each argument on a line of its own.
for (const arg of process.argv.slice(2)) process.stdout.write(`${arg}\n`);
