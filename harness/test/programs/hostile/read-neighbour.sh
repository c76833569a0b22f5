#!/bin/sh
# A student's program, in a class whose folders sit side by side: reads its own file, then tries
# another student's ($OWN and $OTHER are their folders), after $WAIT seconds when set (so that the
# other student's runs go on meanwhile).
cat "$OWN/mine.txt"
[ -z "$WAIT" ] || sleep "$WAIT"
cat "$OTHER/theirs.txt" 2>/dev/null || echo "no neighbour"
