#!/bin/sh
# Builds and tests a package outside this repository that depends on Autocell by path and
# imports UIKit (Tests/consumer): the way an app's Linux test package uses Autocell. The
# package is copied next to a copy of this checkout (tracked and new files, no build
# folders) in a temporary folder, so the dependency's identity is `autocell` wherever the
# checkout lives.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/autocell" "$work/consumer"
(cd "$root" && git ls-files -co --exclude-standard | grep -v '^Tests/consumer/' | tar -cf - -T -) | tar -xf - -C "$work/autocell"
cp -R "$root/Tests/consumer/Package.swift" "$root/Tests/consumer/Sources" "$root/Tests/consumer/Tests" "$work/consumer/"
cd "$work/consumer"
swift build --build-tests >"$work/build.log" 2>&1 || { tail -40 "$work/build.log"; echo "consumer: build failed"; exit 1; }
swift test --skip-build >"$work/test.log" 2>&1 || { tail -40 "$work/test.log"; echo "consumer: tests failed"; exit 1; }
grep -E "Test run with" "$work/test.log" | tail -1
echo "consumer: a package outside the repository imports UIKit on Linux, builds and passes"
