// Computes for ever, printing nothing.
for (;;);
