#!/bin/sh
# One case as the harness's default sandbox runs it, by hand, for bench/harness.mjs: the run's cgroups
# (v1, when writable: memory and process limits, as the harness sets them; made and removed per case,
# where the harness keeps a set per run going at once; joined by writing 0 to `tasks`, as the box's
# launcher does, here by the shell before bwrap), and bwrap with the
# arguments harness/src/sandbox/bwrap-args.ts builds for a program that only needs the system (as
# root, run by a box user after setpriv, as box-user.ts does), the working folder a tmpfs at /box,
# and the launcher of box-launcher.ts; then the output compared with `cmp`.
#   boxed-loop.sh CASE.in PROGRAM-FOLDER SUITE
in=$1
folder=$2
suite=$3
# The program's folder holds the suite: shown as the harness shows it, each other entry bound alone.
set --
for entry in "$folder"/*; do
  [ "$entry" = "$suite" ] || set -- "$@" --ro-bind "$entry" "$entry"
done
cg=/sys/fs/cgroup
if [ -w "$cg/memory" ] && [ -w "$cg/pids" ] && [ -w "$cg/cpuacct" ]; then
  name=bench-$$
  for c in memory pids cpuacct; do mkdir -p "$cg/$c/$name" && echo 0 > "$cg/$c/$name/tasks"; done
  echo 536870912 > "$cg/memory/$name/memory.limit_in_bytes"
  echo 256 > "$cg/pids/$name/pids.max"
fi
if [ "$(id -u)" = 0 ]; then
  # As root, as the harness: setpriv drops to a box user, whose own bwrap makes the box. A uid past
  # the graders' 4096 from 60000: a grader beside the bench ends every process of a uid it claims.
  user="setpriv --reuid 64999 --regid 64999 --clear-groups --inh-caps=-all --"
else
  user=""
fi
# A seccomp filter, as the harness gives each box (its own refuses the kernel's key calls; this one,
# one instruction, allows every call: a few instructions less per call, the same setting up).
filter=${TMPDIR:-/tmp}/boxed-loop-$$.bpf
printf '\006\000\000\000\000\000\377\177' > "$filter"
# The harness's launcher: the program without descriptor 5, a byte written where it failed.
launch='"$@" 5>&-; s=$?; [ $s = 0 ] || for d in . /tmp; do echo > "$d/.p" || echo "$d" >&5; done; exit $s'
# shellcheck disable=SC2086 # $user is a list of words
$user bwrap --unshare-all --unshare-user --disable-userns --cap-drop ALL --die-with-parent --new-session \
  --ro-bind /usr /usr --ro-bind /etc /etc --symlink usr/bin /bin --symlink usr/sbin /sbin \
  --symlink usr/lib /lib --symlink usr/lib64 /lib64 --proc /proc --remount-ro /proc --dev /dev \
  --perms 1777 --size 67108864 --tmpfs /dev/shm --remount-ro /dev --seccomp 8 \
  --perms 1777 --size 67108864 --tmpfs /tmp \
  --dir "$folder" "$@" --perms 1777 --size 201326592 --tmpfs /box \
  --ro-bind /dev/null /etc/shadow --chdir /box --clearenv \
  --setenv PATH /usr/bin:/bin --setenv HOME /box --setenv TMPDIR /tmp \
  -- /bin/sh -c "$launch" sh cat < "$in" 5>/dev/null 8< "$filter" | cmp -s - "${in%.in}.out" || echo "FAIL $in"
rm -f "$filter"
if [ -n "$name" ]; then
  # The box's last processes may still be leaving (EBUSY, for milliseconds on a busy machine): try
  # again for up to half a second, as the harness tries again later. A group that outlives that is
  # left behind, never the case's failure: the case's result is the FAIL line, not the status.
  for c in memory pids cpuacct; do
    echo 0 > "$cg/$c/tasks"
    try=0
    until rmdir "$cg/$c/$name" 2>/dev/null || [ "$try" -ge 50 ]; do
      try=$((try + 1))
      sleep 0.01
    done
  done
fi
exit 0
