#!/bin/sh
# Fuzzed against a game, it prints the file PATH of the folder fuzz was started from ($1) when it
# can read it (an earlier case's answer), then plays the game honestly with the rest of its
# arguments: fuzz finds no difference only when the box kept the file from it. PATH comes as
# `file=PATH`, a word the grader neither makes absolute nor shows as a path the command names.
folder=$1
file=${2#file=}
shift 2
cat "$folder/$file" 2>/dev/null
exec "$@"
