#!/bin/sh
# Row 4 of issue 22: 60 MiB files one after another (each under the file limit), in its working
# folder until one fails, then in /tmp; says how many it wrote in each, and fails.
fill() {
  n=0
  while [ $n -lt 30 ] && head -c 62914560 /dev/zero > "$1/fill-$n" 2>/dev/null; do n=$((n + 1)); done
  echo "$n"
}
echo "working folder: $(fill .), /tmp: $(fill /tmp)"
exit 1
