#!/bin/sh
# Leaves processes behind, each named by the marker $1 so the test can look for it: one in a new
# session holding standard output open, one double-forked, one plain background job.
setsid sh -c 'sleep 30; :' "$1" &
( sh -c 'sleep 30; :' "$1" & )
sh -c 'sleep 30; :' "$1" >/dev/null 2>&1 &
echo started
