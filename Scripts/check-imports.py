#!/usr/bin/env python3
"""Every `import` of one of this package's modules names a target the importing target depends
on, directly or through other targets. SwiftPM builds targets in parallel, so an import that
is only satisfied because the other module happened to be built first compiles on one machine
and fails on a fresh clone; this check makes that failure certain instead of a matter of luck.
It also holds the layers (Sources/LAYER/MODULE, each depending only on its own layer and those
before it) and keeps C inside the modules that own it (see the comments below).

Usage: check-imports.py   (run from the package root; reads `swift package dump-package`)"""
import json
import os
import re
import subprocess
import sys

SWIFT = os.environ.get("SWIFT", "swift")
package = json.loads(subprocess.run([SWIFT, "package", "dump-package"], check=True,
                                    capture_output=True, text=True).stdout)
targets = {t["name"]: t for t in package["targets"]}


def direct(target):
    names = []
    for dependency in target["dependencies"]:
        for kind in ("byName", "target"):
            if kind in dependency:
                names.append(dependency[kind][0])
    return [n for n in names if n in targets]


def closure(name, seen=None):
    seen = set() if seen is None else seen
    for dependency in direct(targets[name]):
        if dependency not in seen:
            seen.add(dependency)
            closure(dependency, seen)
    return seen


def folder(target):
    if target.get("path"):
        return target["path"]
    return os.path.join("Tests" if target["type"] == "test" else "Sources", target["name"])


IMPORT = re.compile(r"^\s*(?:@[\w()]+\s+)*(?:public\s+|package\s+|internal\s+)?import[ \t]+(?:(?:typealias|struct|class|enum|protocol|let|var|func)[ \t]+)?(\w+)", re.M)
problems = []
for name, target in sorted(targets.items()):
    if target["type"] == "system":
        continue
    reachable = closure(name)
    for root, _, files in os.walk(folder(target)):
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(root, file)
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
            for match in IMPORT.finditer(text):
                module = match.group(1)
                if module in targets and module != name and module not in reachable:
                    line = text.count("\n", 0, match.start(1)) + 1
                    problems.append(f"{path}:{line}: imports {module}, which target {name} "
                                    f"does not depend on (add it to {name}'s dependencies in Package.swift)")

# C stays inside the modules that own it: Cairo in the drawing layer (its canvas, surfaces and
# documents), Pango in the text layer above it (which measures text and draws its layouts on
# that canvas: drawing a Pango layout needs both libraries' objects at once), libspng and zlib
# in the image layer; and no C type appears in a public declaration (signatures read up to
# their body's brace).
C_OWNERS = {"CPango": {"AutocellText", "AutocellDrawing"}, "CSpng": {"AutocellImage"}, "CZlib": {"AutocellImage"}}
C_TYPE = re.compile(r"\b(OpaquePointer|cairo_\w+|Pango[A-Z]\w*|PANGO_\w+|spng_\w+|CAIRO_\w+)\b")
DECLARATION = re.compile(r"^\s*(?:@[\w()]+\s+)*(?:public|open)\b[^\n]*?\b(func|var|let|init|subscript|typealias)\b", re.M)
for name, target in sorted(targets.items()):
    if target["type"] != "regular":
        continue
    for root, _, files in os.walk(folder(target)):
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(root, file)
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
            for match in IMPORT.finditer(text):
                owners = C_OWNERS.get(match.group(1))
                if owners is not None and name not in owners:
                    line = text.count("\n", 0, match.start(1)) + 1
                    problems.append(f"{path}:{line}: {name} imports {match.group(1)}; only {', '.join(sorted(owners))} may "
                                    f"(call the layer that owns it instead)")
            for match in DECLARATION.finditer(text):
                # A function's signature runs to its body; a property's or alias's to its line's end.
                end = text.find("{", match.start())
                if match.group(1) in ("var", "let", "typealias"):
                    line_end = text.find("\n", match.start())
                    end = min(end, line_end) if end >= 0 else line_end
                signature = text[match.start():end if end >= 0 else len(text)]
                if match.group(1) in ("var", "let"):
                    signature = signature.split("=", 1)[0]
                found = C_TYPE.search(signature)
                if found:
                    line = text.count("\n", 0, match.start()) + 1
                    problems.append(f"{path}:{line}: a public declaration names the C type {found.group(1)}; "
                                    f"keep C inside the package's modules (make it internal or package, or wrap it)")

# The layers of Sources/, in order: a module depends only on modules of its own layer or of
# the layers before it.
LAYERS = ["Core", "Engine", "Readers", "Outputs", "Facades", "CommandLine"]


def layer(target):
    parts = folder(target).split("/")
    return LAYERS.index(parts[1]) if len(parts) > 2 and parts[0] == "Sources" and parts[1] in LAYERS else None


for name, target in sorted(targets.items()):
    if not folder(target).startswith("Sources/"):
        continue
    own = layer(target)
    if own is None:
        problems.append(f"{folder(target)}: every module lives in a layer's folder, Sources/LAYER/{name} ({', '.join(LAYERS)})")
        continue
    for dependency in direct(target):
        other = layer(targets[dependency])
        if other is not None and other > own:
            problems.append(f"{folder(target)}: {name} ({LAYERS[own]}) depends on {dependency} ({LAYERS[other]}), a layer above it")
for problem in problems:
    print(problem, file=sys.stderr)
sys.exit(1 if problems else 0)
