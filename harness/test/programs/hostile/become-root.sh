#!/bin/sh
# Row 1 of issue 22: as host root, a box could write the kernel's core_pattern (a pipe to a script
# of its own, run as host root at its next crash). It writes back the pattern it reads, so nothing
# changes even where that works, then stays a moment for the test to read its uid from outside.
pattern=$(cat /proc/sys/kernel/core_pattern)
if { echo "$pattern" > /proc/sys/kernel/core_pattern; } 2>/dev/null; then echo "wrote core_pattern"
else echo "kept out"; fi
sleep 2
