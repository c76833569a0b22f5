#!/bin/bash
# Row 3 of issue 22: names the descriptors it was started with (as ls has them: its own 3 besides)
# and writes through descriptor 200, which the grader's caller had open (bash can, dash cannot).
ls /proc/self/fd | tr '\n' ' '
echo
{ echo leaked >&200; } 2>/dev/null && echo "wrote to 200" || echo "no descriptor 200"
