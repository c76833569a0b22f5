#!/bin/sh
# Given "spawn": leaves 240 daemons (of the 256 processes a run may have), which the grader ends;
# where nothing waits for them, they stay zombies. Otherwise: needs 20 processes at once.
if [ "$(cat)" = spawn ]; then
  i=0
  while [ $i -lt 240 ]; do (setsid sleep 600 >/dev/null 2>&1 &); i=$((i + 1)); done
else
  i=0
  while [ $i -lt 20 ]; do sleep 0.1 & i=$((i + 1)); done
  wait
fi
echo done
