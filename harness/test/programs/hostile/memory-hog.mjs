// Touches memory until it is stopped: 3 GiB in 64 MiB pieces.
const pieces = [];
for (let i = 0; i < 48; i++) pieces.push(Buffer.alloc(64 * 1024 * 1024, 1));
console.log(`touched ${pieces.length * 64} MiB`);
