#!/bin/sh
# Strict mode's /dev: 60 MiB files one after another (each under the file limit) in /dev itself and
# in /dev/shm, three at most; says how many each took, and that its devices still take writes.
fill() {
  n=0
  while [ $n -lt 3 ] && head -c 62914560 /dev/zero > "$1/fill-$n" 2>/dev/null; do n=$((n + 1)); done
  echo "$n"
}
echo "/dev: $(fill /dev), /dev/shm: $(fill /dev/shm)"
echo x > /dev/null && echo "/dev/null takes writes"
