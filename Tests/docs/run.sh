#!/bin/sh
# The Swift in Documentation/ compiles and runs: the blocks marked `<!-- doctest: swift FILE -->`
# are extracted (Scripts/doctest.py --snippets) into the test target of a package beside a copy
# of this checkout named `autocell`, which depends on Autocell's library products as a user's
# package would; its tests run twice (the first records the snapshot references a snippet makes,
# the second must pass), with this repository's Fixtures/ reachable as ./Fixtures.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
python=${PYTHON:-python3}
. "$root/Tests/consumer/work.sh"
rm -rf "$work/DocSnippets"
mkdir -p "$work/DocSnippets/Tests/DocSnippetsTests"
"$python" "$root/Scripts/doctest.py" --snippets "$work/DocSnippets/Tests/DocSnippetsTests"
ln -s ../autocell/Fixtures "$work/DocSnippets/Fixtures"
cat >"$work/DocSnippets/Package.swift" <<'SWIFT'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "DocSnippets",
    dependencies: [
        .package(path: "../autocell"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .testTarget(name: "DocSnippetsTests", dependencies: [
            .product(name: "AutocellSolver", package: "autocell"),
            .product(name: "AutocellLayout", package: "autocell"),
            .product(name: "AutocellText", package: "autocell"),
            .product(name: "AutocellDrawing", package: "autocell"),
            .product(name: "AutocellTable", package: "autocell"),
            .product(name: "AutocellFixtures", package: "autocell"),
            .product(name: "AutocellDiff", package: "autocell"),
            .product(name: "AutocellSnapshot", package: "autocell"),
            .product(name: "AutocellSnapshotTesting", package: "autocell"),
            .product(name: "UIKit", package: "autocell", condition: .when(platforms: [.linux])),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
    ]
)
SWIFT
cd "$work/DocSnippets"
export SNAPSHOT_ARTIFACTS="$work/artifacts"
count=$(ls Tests/DocSnippetsTests | wc -l)
swift build --build-tests --scratch-path "$scratch" >"$work/build.log" 2>&1 || { grep -E "error:" "$work/build.log" | head -20; tail -20 "$work/build.log"; echo "docs: 0 passed, 1 failed (the documentation's Swift does not compile)"; exit 1; }
swift test --skip-build --scratch-path "$scratch" >"$work/first.log" 2>&1 || true
swift test --skip-build --scratch-path "$scratch" >"$work/second.log" 2>&1 || { grep -E "✘|error" "$work/second.log" | head -20; echo "docs: 1 passed, 1 failed (the documentation's Swift tests do not pass)"; exit 1; }
echo "docs: 2 passed, 0 failed (the documentation's $count Swift files compile, and their tests pass)"
