#!/bin/sh
# Compares `autocell diff` with pixelmatch 7 on pixelmatch's own test pairs, which are not part
# of this repository (ISC-licensed images in mapbox/pixelmatch's test/fixtures folder):
#   Scripts/pixelmatch-parity.sh PATH/TO/pixelmatch/test/fixtures [AUTOCELL]
# Each line: the pair, the options, pixelmatch's expected count (from its test suite), ours.
# Exit 1 if any count differs.
set -u
dir=${1:?usage: pixelmatch-parity.sh FIXTURES-FOLDER [AUTOCELL]}
autocell=${2:-.build/release/autocell}
status=0
check() { # a b expected options...
    a=$1; b=$2; expected=$3; shift 3
    count=$("$autocell" diff "$dir/$a.png" "$dir/$b.png" --json "$@" | sed -n 's/.*"differentPixels": *\([0-9]*\).*/\1/p')
    verdict=ok; [ "$count" = "$expected" ] || { verdict=DIFFERS; status=1; }
    printf '%-7s %-38s expected %6s  autocell %6s  %s\n' "$a/$b" "$*" "$expected" "$count" "$verdict"
}
check 1a 1b 143 --threshold 0.05
check 1a 1b 106 --threshold 0.1
check 1a 1b 143 --threshold 0.05
check 1a 1a 0 --threshold 0
check 2a 2b 12437 --threshold 0.05
check 3a 3b 212 --threshold 0.05
check 4a 4b 36049 --threshold 0.05
check 5a 5b 6 --threshold 0.05
check 6a 6b 51 --threshold 0.05
check 6a 6a 0 --threshold 0
check 7a 7b 2448 --threshold 0.1
check 8a 5b 32896 --threshold 0.05
exit $status
