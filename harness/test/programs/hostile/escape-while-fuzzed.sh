#!/bin/sh
# Fuzzed against a game, it tries to leave a file in the folder fuzz was started from ($1), then
# plays the game honestly with the rest of its arguments: a box must stop the first part only.
folder=$1
shift
echo escaped > "$folder/escaped" 2>/dev/null
exec "$@"
