#!/bin/sh
# README's snapshot example, exactly as README gives it: its Package.swift, cell and test are
# extracted from README.md (Scripts/doctest.py --package) into an empty folder beside a copy of
# this checkout named `autocell` (tracked and new files, no build folders), as a reader would
# lay them out. Then the cycle README describes: the first `swift test` records the reference
# and fails saying so, the second passes, and a changed reference fails with the artifacts
# README names.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
python=${PYTHON:-python3}
. "$root/Tests/consumer/work.sh"
"$python" "$root/Scripts/doctest.py" --package "$work"
cd "$work/PostCells"
export SNAPSHOT_ARTIFACTS="$work/artifacts"
mkdir -p Tests/PostCellsTests/__Snapshots__   # as README says, before the first run
# On failure: the errors, and for a crash the program and its crashed thread (a backtrace's
# tail names neither), then the log's end.
build_failed() {
	grep -E "error:|Program crashed|command failed|signal" "$1" | head -20
	grep -A12 " crashed:$" "$1" | head -26
	tail -20 "$1"
}
swift build --build-tests --scratch-path "$scratch" >"$work/build.log" 2>&1 || { build_failed "$work/build.log"; echo "consumer: 0 passed, 1 failed (README's example does not build)"; exit 1; }
# A user's build prints nothing from Autocell's own sources, and no manifest warning (issue 49:
# 132 concurrency warnings, and "Invalid Exclude" before the first recording).
if grep -E "autocell/Sources/.*warning:|Invalid Exclude" "$work/build.log"; then
	echo "consumer: 0 passed, 1 failed (README's example builds with warnings from Autocell)"; exit 1
fi
# The cell is written for iOS (`@objc`, `#selector`): it built through the LinuxSource plugin,
# whose copy carries the selector as the layer's `Selector` and points at the original file.
copy=$(find "$scratch/plugins/outputs" -name PostCell.swift | head -1)
if [ -z "$copy" ] || ! grep -q 'Selector("avatarTapped", PostCell.avatarTapped)' "$copy" || ! head -1 "$copy" | grep -q "#sourceLocation(file: \"$work/PostCells/Sources/PostCells/PostCell.swift\""; then
	echo "consumer: 0 passed, 1 failed (README's cell did not build through the LinuxSource plugin: ${copy:-no copy})"; exit 1
fi
reference=Tests/PostCellsTests/__Snapshots__/PostCellTests/post.1.png
if swift test --skip-build --scratch-path "$scratch" >"$work/record.log" 2>&1 || ! grep -q "Automatically recorded snapshot" "$work/record.log" || [ ! -s "$reference" ]; then
	tail -40 "$work/record.log"; echo "consumer: 0 passed, 1 failed (the first run did not record $reference)"; exit 1
fi
swift test --skip-build --scratch-path "$scratch" >"$work/pass.log" 2>&1 || { tail -40 "$work/pass.log"; echo "consumer: 1 passed, 1 failed (the second run did not pass)"; exit 1; }
# A reference that no longer matches: the failure names the three artifacts README lists.
"$root/.build/release/autocell" render "$root/Fixtures/readme-feed.yaml" -o "$reference" --rows 0 >/dev/null
if swift test --skip-build --scratch-path "$scratch" >"$work/fail.log" 2>&1; then tail -20 "$work/fail.log"; echo "consumer: 2 passed, 1 failed (a changed reference passed)"; exit 1; fi
for name in post.1.png reference_post.1.png diff_post.1.png; do
	[ -s "$SNAPSHOT_ARTIFACTS/PostCellTests/$name" ] || { tail -20 "$work/fail.log"; echo "consumer: 2 passed, 1 failed (no $name in SNAPSHOT_ARTIFACTS/PostCellTests)"; exit 1; }
done
# A change in the cell itself (a longer text and a constant): the failure names the views that
# changed and why, from the layout the reference keeps, and diff-dir's report lists them.
rm -f "$reference" "${reference%.png}.layout.json"
swift test --skip-build --scratch-path "$scratch" >"$work/rerecord.log" 2>&1 || true
[ -s "$reference" ] || { tail -20 "$work/rerecord.log"; echo "consumer: 3 passed, 1 failed (the reference was not recorded again)"; exit 1; }
sed -i 's/constant: 12)/constant: 20)/' Sources/PostCells/PostCell.swift
sed -i 's/any degree of complexity./any degree of complexity or extent./' Tests/PostCellsTests/PostCellTests.swift
swift build --build-tests --scratch-path "$scratch" >"$work/build2.log" 2>&1 || { build_failed "$work/build2.log"; echo "consumer: 3 passed, 1 failed (the changed cell does not build)"; exit 1; }
if swift test --skip-build --scratch-path "$scratch" >"$work/structural.log" 2>&1; then tail -20 "$work/structural.log"; echo "consumer: 3 passed, 1 failed (a changed cell passed)"; exit 1; fi
for expected in "Layout: " "body: " "(text longer by 10 characters)" "author: moved right 8 pt" "(its constant was 12)"; do
	grep -qF "$expected" "$work/structural.log" || { grep -A12 "Layout" "$work/structural.log" | head -20; echo "consumer: 3 passed, 1 failed (the failure does not say '$expected')"; exit 1; }
done
"$root/.build/release/autocell" diff-dir Tests/PostCellsTests/__Snapshots__/PostCellTests "$SNAPSHOT_ARTIFACTS/PostCellTests" -o "$work/report" >"$work/diffdir.log" 2>&1 || true
grep -q 'class="layout-change"' "$work/report/index.html" && grep -qF "text longer by 10 characters" "$work/report/index.html" || {
	cat "$work/diffdir.log"; echo "consumer: 3 passed, 1 failed (diff-dir's report does not list the changed views)"; exit 1; }
grep -m1 -A6 "^Layout: \|  Layout: " "$work/structural.log" | sed 's/^/  /'
echo "consumer: 4 passed, 0 failed (README's snapshot example, copied into an empty package beside a checkout: its iOS cell built through the LinuxSource plugin, records, passes, fails with its artifacts, and a changed cell's failure names its views and why)"
