// Prints its standard input's bytes in hexadecimal, on one line: shows exactly what it was sent.
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
process.stdout.write(`${Buffer.concat(chunks).toString("hex")}\n`);
