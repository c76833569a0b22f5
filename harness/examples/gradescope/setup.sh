#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder's image (Ubuntu): it installs
# Java, Node 20 and games-grade. Zip it with run_autograder (and your cases/, if any): see the
# harness's docs/courses.md, "Gradescope".
set -euo pipefail

# The version of @games/harness that grades: the one place to change it.
HARNESS_VERSION="0.1.0"

apt-get update
# bubblewrap boxes each run of the student's program where the container allows it (else the
# grader falls back to a weaker box and says so in the autograder's output).
apt-get install -y --no-install-recommends ca-certificates curl gnupg openjdk-17-jdk-headless bubblewrap
# Node 20 from NodeSource: Ubuntu's own nodejs package is older than the harness needs.
curl -fsSL https://deb.nodesource.com/setup_20.x | bash -
apt-get install -y nodejs
npm install -g "@games/harness@${HARNESS_VERSION}"
games-grade --version
