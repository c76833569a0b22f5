// Computes until it has used the CPU time (ms) its argument names, then prints "done": a program
// that needs a known amount of CPU time, however long the machine makes it wait for it.
const needMs = Number(process.argv[2]);
const usedMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
while (usedMs() < needMs);
process.stdout.write("done\n");
