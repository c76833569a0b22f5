#!/bin/sh
# Looks for the grader (vitest, in the tests) in /proc: its parent's entries, then every process it
# sees, and for the suite's path ($SUITE) on any command line it can read (bwrap's, say).
tr '\0' ' ' < "/proc/$PPID/cmdline" 2>/dev/null | grep -q vitest && echo "saw the grader as its parent"
ls "/proc/$PPID/cwd/" 2>/dev/null | grep -q '\.out$' && echo "saw the suite in its parent's folder"
for dir in /proc/[0-9]*; do
  line=$(tr '\0' ' ' < "$dir/cmdline" 2>/dev/null)
  case $line in *vitest*) echo "saw the grader at $dir" ;; esac
  case $line in *"$SUITE"*) echo "saw the suite's path at $dir" ;; esac
done
echo done
