# Sourced by Tests/consumer/run.sh and Tests/docs/run.sh (with $root set): the work folder and
# the copy of this checkout named `autocell` beside which their packages are made. Run by
# `make test-consumer` with AUTOCELL_TEST_WORK set, both share that folder (one copy, one SwiftPM
# scratch folder, so Autocell is built once for the two packages); run alone, each works in a
# temporary folder of its own.
if [ -n "${AUTOCELL_TEST_WORK:-}" ]; then
	work=$AUTOCELL_TEST_WORK
else
	work=$(mktemp -d)
	trap 'rm -rf "$work"' EXIT
fi
scratch="$work/.scratch"
if [ ! -d "$work/autocell" ]; then
	mkdir -p "$work/autocell"
	(cd "$root" && git ls-files -co --exclude-standard | tar -cf - -T -) | tar -xf - -C "$work/autocell"
fi
