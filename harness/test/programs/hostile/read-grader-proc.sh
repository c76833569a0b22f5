#!/bin/sh
# Looks for the grader (vitest, in the tests) in /proc: its parent's entries, then every process it sees.
tr '\0' ' ' < "/proc/$PPID/cmdline" 2>/dev/null | grep -q vitest && echo "saw the grader as its parent"
ls "/proc/$PPID/cwd/" 2>/dev/null | grep -q '\.out$' && echo "saw the suite in its parent's folder"
for dir in /proc/[0-9]*; do
  tr '\0' ' ' < "$dir/cmdline" 2>/dev/null | grep -q vitest && echo "saw the grader at $dir"
done
echo done
