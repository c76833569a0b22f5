#!/bin/sh
# Runs until killed, named by the marker $1, twice: once in a new session of its own, out of the
# process group the grader kills, and once in it. Both must die with the grader, even a SIGKILLed one.
setsid sh -c 'sleep 300; :' "$1" &
sh -c 'sleep 300; :' "$1"
