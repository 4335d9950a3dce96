#!/usr/bin/env python3
"""Every `import` of one of this package's modules names a target the importing target depends
on, directly or through other targets. SwiftPM builds targets in parallel, so an import that
is only satisfied because the other module happened to be built first compiles on one machine
and fails on a fresh clone; this check makes that failure certain instead of a matter of luck.

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
for problem in problems:
    print(problem, file=sys.stderr)
sys.exit(1 if problems else 0)
