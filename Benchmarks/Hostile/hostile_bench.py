#!/usr/bin/env python3
"""`make bench-hostile`: how long the built `autocell` takes on inputs whose cost used to grow
faster than their size (issue: hostile input). Each figure is the best of three runs of the
whole command, in seconds; inputs are generated in a scratch folder.

    hostile_bench.py [--autocell PATH] [--quick]

- solve: a chain of 100,000 equalities `x_i == x_{i-1} + 1` from a pinned start; the same
  chain of 10,000 from a free start (every variable ambiguous); 10,000 links closed into a cycle.
- layout: a template of N labels in a vertical chain, each label's minimum width at its own
  priority (N distinct levels) and at one shared priority, for N = 250, 500, 1000, 2000.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time


def timed(command, cwd, timeout):
    best = None
    for _ in range(3):
        start = time.monotonic()
        try:
            process = subprocess.run(command, cwd=cwd, capture_output=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return None, "timeout"
        elapsed = time.monotonic() - start
        if process.returncode not in (0, 1):
            return None, f"exit {process.returncode}: {process.stderr.decode()[:200]}"
        best = elapsed if best is None else min(best, elapsed)
    return best, ""


def chain(path, n, start_pinned=True, cycle=False):
    lines = (["x0 == 0"] if start_pinned else []) + [f"x{i} == x{i - 1} + 1" for i in range(1, n)]
    if cycle:
        lines.append(f"x0 == x{n - 1} - {n - 1}")
    with open(path, "w") as handle:
        handle.write("\n".join(lines) + "\n")


def labels(path, n, distinct):
    views = "\n".join(f"      - {{name: l{i}, type: label, text: \"label {i}\"}}" for i in range(n))
    constraints = []
    for i in range(n):
        top = "contentView.top + 2" if i == 0 else f"l{i - 1}.bottom + 2"
        constraints += [f"      - l{i}.top == {top}", f"      - l{i}.left == contentView.left + 8",
                        f"      - l{i}.right <= contentView.right - 8",
                        f"      - l{i}.width >= 40 @{(i % 999) + 1 if distinct else 500}"]
    constraints.append(f"      - l{n - 1}.bottom == contentView.bottom - 2")
    with open(path, "w") as handle:
        handle.write(f"table: {{width: 375, scale: 1}}\ntemplates:\n  cell:\n    views:\n{views}\n    constraints:\n" + "\n".join(constraints) + "\nrows:\n  - {template: cell}\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--autocell", default=".build/release/autocell")
    parser.add_argument("--quick", action="store_true", help="only the smaller sizes")
    options = parser.parse_args()
    autocell = os.path.abspath(options.autocell)
    work = tempfile.mkdtemp(prefix="autocell-hostile-")
    try:
        cases = []
        chain(os.path.join(work, "chain100k.txt"), 100_000)
        cases.append(("solve chain n=100000 pinned", ["solve", "chain100k.txt"]))
        chain(os.path.join(work, "free10k.txt"), 10_000, start_pinned=False)
        cases.append(("solve chain n=10000 free", ["solve", "free10k.txt"]))
        chain(os.path.join(work, "cycle10k.txt"), 10_000, start_pinned=False, cycle=True)
        cases.append(("solve cycle n=10000", ["solve", "cycle10k.txt"]))
        for n in ([250, 500] if options.quick else [250, 500, 1000, 2000]):
            for distinct in (True, False):
                name = f"labels-{n}-{'distinct' if distinct else 'one'}.yaml"
                labels(os.path.join(work, name), n, distinct)
                cases.append((f"layout labels n={n} levels={'distinct' if distinct else 'one'}", ["layout", name]))
        for label, command in cases:
            seconds, problem = timed([autocell] + command, work, timeout=300)
            print(f"hostile case=\"{label}\" seconds={'%.2f' % seconds if seconds is not None else 'NA'}{' ' + problem if problem else ''}", flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
