# Runs a command as a child subreaper that never waits for the orphans it takes in: what a graded
# program's daemons meet in a container whose init reaps nothing (one started without --init).
import ctypes
import os
import sys

PR_SET_CHILD_SUBREAPER = 36
ctypes.CDLL(None).prctl(PR_SET_CHILD_SUBREAPER, 1)
os.execvp(sys.argv[1], sys.argv[1:])
