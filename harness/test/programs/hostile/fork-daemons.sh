#!/bin/sh
# Starts 50 background processes named by the marker $1 that outlive it unless something ends them.
i=0
while [ $i -lt 50 ]; do sh -c 'sleep 30; :' "$1" >/dev/null 2>&1 & i=$((i + 1)); done
echo forked
