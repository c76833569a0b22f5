#!/bin/sh
# A student's program, in a class whose folders sit side by side: reads its own file, then tries
# another student's ($OWN and $OTHER are their folders).
cat "$OWN/mine.txt"
cat "$OTHER/theirs.txt" 2>/dev/null || echo "no neighbour"
