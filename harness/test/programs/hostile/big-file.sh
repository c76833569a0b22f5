#!/bin/sh
# Writes a 2 GiB file to /tmp, then says how much it wrote.
head -c 2147483648 /dev/zero > /tmp/big 2>/dev/null
echo "wrote $(wc -c < /tmp/big) bytes"
