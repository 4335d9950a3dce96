#!/bin/sh
# Measures Autocell against cells recorded on iOS simulators: the ground-truth folder holds the
# references, their cases (cases.json) and the measuring script (compare.py); none of it is part
# of this repository.
#   Scripts/ios-truth.sh PATH/TO/ios-truth [AUTOCELL]
# Each case is rendered from this folder's fixture of the same name (Scripts/ios-truth/NAME.yaml:
# our own fixtures of the recorded cells' shapes and texts, with the render options a
# "# render-options:" line gives, such as a screen's --viewport), else from the ground-truth folder's
# own fixture for it, then measured on both images. Per case: the height error, the largest
# element error (ink boxes' left/top/bottom, line tops, separators), line counts, and how much
# wider or narrower the text's lines are. Exit 1 if any case is off by more than 0.5 pt in height,
# 1 pt per element, or in line count.
set -eu
dir=${1:?usage: ios-truth.sh GROUND-TRUTH-FOLDER [AUTOCELL]}
autocell=${2:-.build/release/autocell}
case $autocell in /*) ;; *) autocell=$(pwd)/$autocell ;; esac
here=$(cd "$(dirname "$0")" && pwd)/ios-truth
[ -f "$dir/cases.json" ] && [ -f "$dir/compare.py" ] || { echo "ios-truth: $dir has no cases.json and compare.py" >&2; exit 2; }
python3 -c 'import numpy, PIL' 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check numpy pillow 2>/dev/null \
    || python3 -m pip install --quiet --disable-pip-version-check --break-system-packages numpy pillow
dir=$(cd "$dir" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/autocell"
ln -s "$dir/reference" "$work/reference"
missing=""
for name in $(python3 -c 'import json,sys; print(" ".join(c["name"] for c in json.load(open(sys.argv[1]))))' "$dir/cases.json"); do
    fixture=$here/$name.yaml
    if [ ! -f "$fixture" ] && [ -f "$dir/$(echo "$name" | sed 's/_fixture_/_/').yaml" ]; then
        # The ground truth's own fixture of the cell (PixelTest's nib), read from a copy beside
        # its nibs: PixelTest lays the cell out on its own, pinned in a plain view (no table,
        # so no separator below it).
        mkdir -p "$work/fixtures"
        cp -R "$dir/nibs" "$work/fixtures/" 2>/dev/null || true
        fixture=$work/fixtures/$name.yaml
        sed 's/^table: {/table: {separator: none, /' "$dir/$(echo "$name" | sed 's/_fixture_/_/').yaml" > "$fixture"
    fi
    if [ ! -f "$fixture" ]; then missing="$missing $name"; echo "$name: no fixture reproduces it" >&2; continue; fi
    # A fixture's first lines may give the render options its case needs ("# render-options: --viewport 568").
    options=$(sed -n 's/^# render-options: //p' "$fixture")
    # shellcheck disable=SC2086
    "$autocell" render "$fixture" -o "$work/autocell/$name.png" --no-layout-record $options >/dev/null 2>"$work/$name.err" \
        || { missing="$missing $name"; echo "$name: autocell render failed:" >&2; cat "$work/$name.err" >&2; }
done
# The cases rendered, for compare.py (which measures every case it is given).
python3 -c 'import json, os, sys; json.dump([c for c in json.load(open(sys.argv[1])) if os.path.exists(os.path.join(sys.argv[2], c["autocell"]))], open(os.path.join(sys.argv[2], "cases.json"), "w"))' "$dir/cases.json" "$work"
(cd "$work" && python3 "$dir/compare.py" cases.json --json ${SIDES:+--sides "$SIDES"}) > "$work/report.txt"
python3 - "$work/report.txt" "$missing" <<'PY'
import json, sys
text = open(sys.argv[1]).read()
report = json.loads(text[text.index("\n{") + 1:])
status = 1 if sys.argv[2].strip() else 0
print(f"{'case':36s} {'iOS h':>8s} {'ours':>8s} {'dH':>7s} {'element':>8s}  lines (iOS/ours)  text width")
for name, both in report.items():
    ios, ours = both["ios"], both["autocell"]
    dh = ours["size_pt"][1] - ios["size_pt"][1]
    worst, where, lines, widths = 0.0, "", [], []
    for region, a in ios.items():
        if not isinstance(a, dict) or region not in ours:
            continue
        b = ours[region]
        def off(delta, what):
            global worst, where
            if abs(delta) > abs(worst):
                worst, where = delta, f"{region} {what}"
        if a.get("bbox") and b.get("bbox"):
            edges = ("left", "top", "right", "bottom") if "lines" not in a else ("left", "top", "bottom")
            for i, edge in enumerate(("left", "top", "right", "bottom")):
                if edge in edges:
                    off(b["bbox"][i] - a["bbox"][i], edge)
        elif bool(a.get("bbox")) != bool(b.get("bbox")):
            off(99, "missing")
        if "lines" in a:
            lines.append(f"{a['lines']}/{b.get('lines')}")
            for i, (p, q) in enumerate(zip(a["line_tops"], b.get("line_tops", []))):
                off(q - p, f"line {i + 1} top")
            for p, q, l in zip(a["line_right"], b.get("line_right", []), a["line_tops"]):
                left = a["bbox"][0]
                if p - left > 20:
                    widths.append((q - left) / (p - left) - 1)
        if "lines_y" in a:
            if len(a["lines_y"]) != len(b.get("lines_y", [])):
                lines.append(f"{region} {len(a['lines_y'])}/{len(b.get('lines_y', []))}")
            for p, q in zip(a["lines_y"], b.get("lines_y", [])):
                off(q - p, "separator y")
            for p, q in zip(a.get("x_start", []), b.get("x_start", [])):
                if p is not None and q is not None:
                    off(q - p, "separator x")
    same_lines = all(x.split(" ")[-1].split("/")[0] == x.split(" ")[-1].split("/")[1] for x in lines)
    ok = abs(dh) <= 0.5 and abs(worst) <= 1 and same_lines
    status |= not ok
    width = f"{100 * sum(widths) / len(widths):+.1f}%" if widths else "-"
    print(f"{name:36s} {ios['size_pt'][1]:8.3f} {ours['size_pt'][1]:8.3f} {dh:+7.2f} {worst:+8.2f}  {', '.join(lines) or '-':16s}  {width:>6s}  {'ok' if ok else 'OFF'}{'' if ok or not where else ' (' + where + ')'}")
for name in sys.argv[2].split():
    print(f"{name:36s} not reproduced")
sys.exit(status)
PY
