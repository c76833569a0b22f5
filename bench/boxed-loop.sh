#!/bin/sh
# One case as the harness's default sandbox runs it, by hand, for bench/harness.mjs: a private
# working folder, the run's cgroups (v1, when writable: memory and process limits, as the harness
# sets them), and bwrap with the arguments harness/src/sandbox/bwrap-args.ts builds for a program
# that only needs the system; then the output compared with `cmp`.
#   boxed-loop.sh CASE.in PROGRAM-FOLDER SUITE
in=$1
folder=$2
suite=$3
work=$(mktemp -d)
# The program's folder holds the suite: shown as the harness shows it, each other entry bound alone.
set --
for entry in "$folder"/*; do
  [ "$entry" = "$suite" ] || set -- "$@" --ro-bind "$entry" "$entry"
done
cg=/sys/fs/cgroup
if [ -w "$cg/memory" ] && [ -w "$cg/pids" ] && [ -w "$cg/cpuacct" ]; then
  name=bench-$$
  for c in memory pids cpuacct; do mkdir "$cg/$c/$name" && echo $$ > "$cg/$c/$name/cgroup.procs"; done
  echo 536870912 > "$cg/memory/$name/memory.limit_in_bytes"
  echo 256 > "$cg/pids/$name/pids.max"
fi
bwrap --unshare-all --unshare-user --disable-userns --die-with-parent --new-session --cap-drop ALL \
  --ro-bind /usr /usr --ro-bind /etc /etc --symlink usr/bin /bin --symlink usr/sbin /sbin \
  --symlink usr/lib /lib --symlink usr/lib64 /lib64 --proc /proc --dev /dev \
  --size 67108864 --tmpfs /tmp --dir "$folder" "$@" --bind "$work" "$work" \
  --ro-bind /dev/null /etc/shadow --chdir "$work" --clearenv \
  --setenv PATH /usr/bin:/bin --setenv HOME "$work" --setenv TMPDIR /tmp \
  -- cat < "$in" | cmp -s - "${in%.in}.out" || echo "FAIL $in"
if [ -n "$name" ]; then
  for c in memory pids cpuacct; do echo $$ > "$cg/$c/cgroup.procs"; rmdir "$cg/$c/$name"; done
fi
rm -rf "$work"
