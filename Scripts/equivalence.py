#!/usr/bin/env python3
"""Proves that two `autocell` binaries give the same results: every bundled fixture through
every command that writes something (layout --json and text, render PNG and --debug, explain
--json and its picture, scroll), every bundled UIKit log (explain --log --json and its picture),
the demo constraint file, and N seeded mutations each of the fixtures, constraint files and logs
(the fuzz suite's own mutators, kept gentle so most reach layout). A run differs when its exit
code, standard output, standard error (with the binary's path taken out) or any file it wrote
differs. Prints each difference and a last line "equivalence: R runs, D differences"; exits 1 if
there is any.

    equivalence.py BASE NEW [--cases N] [--seed S] [--show]

`--show` prints, under each difference, the two exit codes and the lines of standard output and
error that differ (for reviewing a change that is meant to alter messages).

`make equivalence BASE=REV` builds REV in a worktree and compares it with the current tree: the
proof a refactor that must not change outputs needs.
"""
import argparse
import difflib
import hashlib
import os
import random
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Fixtures")
sys.path.insert(0, os.path.join(ROOT, "Tests", "fuzz"))
import fuzz  # noqa: E402  (the mutators: one implementation for both tools)


def run(binary, arguments, folder):
    out = os.path.join(folder, "out")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    try:
        process = subprocess.run([binary] + arguments, cwd=folder, capture_output=True, timeout=120)
        result = (process.returncode, process.stdout, process.stderr.replace(binary.encode(), b"autocell"))
    except subprocess.TimeoutExpired:
        result = ("timeout", b"", b"")
    files = {}
    for name in sorted(os.listdir(out)):
        with open(os.path.join(out, name), "rb") as handle:
            files[name] = hashlib.sha1(handle.read()).hexdigest()
    return result + (files,)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("base")
    parser.add_argument("new")
    parser.add_argument("--cases", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--show", action="store_true")
    options = parser.parse_args()
    base, new = os.path.abspath(options.base), os.path.abspath(options.new)
    work = tempfile.mkdtemp(prefix="autocell-equivalence-")
    runs = differences = 0

    def compare(label, arguments, folder):
        nonlocal runs, differences
        runs += 1
        a, b = run(base, arguments, folder), run(new, arguments, folder)
        if a != b:
            differences += 1
            parts = ["exit code" if a[0] != b[0] else None, "stdout" if a[1] != b[1] else None,
                     "stderr" if a[2] != b[2] else None, "files" if a[3] != b[3] else None]
            print(f"DIFFERENT {label}: autocell {' '.join(arguments)} ({', '.join(p for p in parts if p)})", flush=True)
            if options.show:
                if a[0] != b[0]:
                    print(f"    exit {a[0]} -> {b[0]}")
                for index in (1, 2):
                    old = a[index].decode(errors="replace").splitlines()
                    new_lines = b[index].decode(errors="replace").splitlines()
                    for line in list(difflib.unified_diff(old, new_lines, lineterm="", n=0))[2:14]:
                        print("    " + line[:200])

    def folder_with(name, source, data=None):
        folder = os.path.join(work, name)
        os.makedirs(folder)
        shutil.copytree(os.path.join(FIXTURES, "images"), os.path.join(folder, "images"))
        with open(os.path.join(folder, os.path.basename(source) if data is None else source), "wb") as handle:
            handle.write(fuzz.read(os.path.join(FIXTURES, source)) if data is None else data)
        return folder

    try:
        for name in sorted(n for n in os.listdir(FIXTURES) if n.endswith(".yaml")):
            folder = folder_with("plain-" + name, name)
            for arguments in (["layout", name, "--json"], ["layout", name], ["render", name, "-o", "out/feed.png"],
                              ["render", name, "-o", "out/debug.png", "--debug"], ["explain", name, "--json"],
                              ["explain", name, "-o", "out/explain.png"], ["scroll", name, "--estimated", "44"]):
                compare(name, arguments, folder)
        for name in sorted(os.listdir(os.path.join(FIXTURES, "logs"))):
            folder = folder_with("log-" + name, os.path.join("logs", name))
            compare(name, ["explain", "--log", name, "--json"], folder)
            compare(name, ["explain", "--log", name, "-o", "out/log.png"], folder)
        compare("demo.constraints", ["solve", "demo.constraints"], folder_with("demo", "demo.constraints"))

        sources = sorted(n for n in os.listdir(FIXTURES) if n.endswith(".yaml"))
        logs = sorted(os.listdir(os.path.join(FIXTURES, "logs")))
        for seed in range(options.seed, options.seed + options.cases):
            rng = random.Random(seed)
            data = fuzz.mutate_text(fuzz.read(os.path.join(FIXTURES, rng.choice(sources))), rng, gentle=True)
            folder = folder_with(f"fixture-{seed}", "feed.yaml", data)
            compare(f"fixture seed {seed}", rng.choice([["layout", "feed.yaml", "--json"], ["explain", "feed.yaml", "--json"],
                                                          ["render", "feed.yaml", "-o", "out/feed.png", "--rows", "0..5"]]), folder)
            data = fuzz.mutate_text(fuzz.read(os.path.join(FIXTURES, "demo.constraints")), rng, gentle=rng.random() < 0.5)
            compare(f"constraints seed {seed}", ["solve", "system.constraints"], folder_with(f"constraints-{seed}", "system.constraints", data))
            data = fuzz.mutate_text(fuzz.read(os.path.join(FIXTURES, "logs", rng.choice(logs))), rng, gentle=rng.random() < 0.5)
            compare(f"log seed {seed}", ["explain", "--log", "console.log", "--json"], folder_with(f"log-{seed}", "console.log", data))
            for name in (f"fixture-{seed}", f"constraints-{seed}", f"log-{seed}"):
                shutil.rmtree(os.path.join(work, name), ignore_errors=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"equivalence: {runs} runs, {differences} differences")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
