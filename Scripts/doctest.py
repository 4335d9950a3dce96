#!/usr/bin/env python3
"""Documentation that cannot rot: the code blocks of README.md and Documentation/*.md that carry
a `<!-- doctest: ... -->` comment just above them are extracted and run, in a scratch folder.

Directives (one per comment; several comments may stand above one block):
  file PATH          write the block to PATH in the scratch folder
  copy REPOPATH PATH copy the repository's file or folder REPOPATH to PATH in the scratch folder
  same-as REPOPATH   the block must be, byte for byte, the repository's file REPOPATH
  run [exit=N]       run each command line of the block (`autocell` is the built binary) in the
                     scratch folder; each must exit N (default 0)
  output             each line of the block (but `...`) must appear in what the last `run`
                     block printed
  package PATH       a file of the worked package example; written only by `--package DEST`
                     (Tests/consumer/run.sh builds and tests it)
  transcript [exit=N] [output]
                     a session: each `$ COMMAND` line runs (sh, `autocell` on PATH, the
                     repository's Fixtures/ reachable as ./Fixtures) and must exit N (default
                     0); with `output`, the lines after it (but `…`/`...`) must appear in what
                     it printed
  swift FILE         a Swift Testing file of the documentation's snippets package; written only
                     by `--snippets DEST` (Tests/docs/run.sh builds it against a copy of the
                     checkout and runs its tests)
  fragment WHY       an excerpt that is not run on its own, and why (`--links` fails on any
                     fenced block in README or Documentation/ with no directive at all)

Usage:
  doctest.py --autocell .build/release/autocell     run every directive; "N passed, N failed"
  doctest.py --package DEST                         write the package example's files under DEST
  doctest.py --links                                check that every relative link resolves
"""
import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIRECTIVE = re.compile(r"^<!--\s*doctest:\s*(.*?)\s*-->\s*$")


def documents():
    paths = [os.path.join(ROOT, "README.md"), os.path.join(ROOT, "CHANGELOG.md")]
    folder = os.path.join(ROOT, "Documentation")
    paths += sorted(os.path.join(folder, name) for name in os.listdir(folder) if name.endswith(".md"))
    return paths


def blocks(path):
    """(line number, [directives], block text) for each fenced block with directives above it."""
    lines = open(path, encoding="utf-8").read().split("\n")
    found = []
    pending = []
    index = 0
    while index < len(lines):
        line = lines[index]
        match = DIRECTIVE.match(line)
        if match:
            pending.append(match.group(1))
        elif line.startswith("```"):
            fence = line[: len(line) - len(line.lstrip("`"))]
            body = []
            index += 1
            while index < len(lines) and not lines[index].startswith(fence):
                body.append(lines[index])
                index += 1
            if pending:
                found.append((index - len(body), pending, "\n".join(body) + "\n"))
            pending = []
        elif line.strip():
            pending = []
        index += 1
    return found


def run_directives(autocell):
    passed, failed = 0, 0
    autocell = os.path.abspath(autocell)
    with tempfile.TemporaryDirectory() as scratch:
        for path in documents():
            name = os.path.relpath(path, ROOT)
            last_output = ""
            for line, directives, text in blocks(path):
                for directive in directives:
                    words = directive.split()
                    kind, arguments = words[0], words[1:]
                    where = f"{name}:{line}"
                    problem = None
                    if kind == "file":
                        target = os.path.join(scratch, arguments[0])
                        os.makedirs(os.path.dirname(target), exist_ok=True)
                        with open(target, "w", encoding="utf-8") as handle:
                            handle.write(text)
                        continue
                    elif kind in ("package", "swift"):
                        continue
                    elif kind == "copy":
                        target = os.path.join(scratch, arguments[1])
                        os.makedirs(os.path.dirname(target), exist_ok=True)
                        source = os.path.join(ROOT, arguments[0])
                        if os.path.isdir(source):
                            shutil.copytree(source, target, dirs_exist_ok=True)
                        else:
                            shutil.copyfile(source, target)
                        continue
                    elif kind == "same-as":
                        with open(os.path.join(ROOT, arguments[0]), encoding="utf-8") as handle:
                            if handle.read() != text:
                                problem = f"the block is not {arguments[0]}"
                    elif kind == "run":
                        expected = 0
                        for argument in arguments:
                            if argument.startswith("exit="):
                                expected = int(argument[5:])
                        last_output = ""
                        for full in text.split("\n"):
                            command = full.split(" #")[0].strip() if not full.strip().startswith("#") else ""
                            comment = full.split(" #", 1)[1] if " #" in full and command else ""
                            if not command:
                                continue
                            words = shlex.split(command)
                            if words[0] == "autocell":
                                words[0] = autocell
                            result = subprocess.run(words, cwd=scratch, capture_output=True, text=True, timeout=300)
                            last_output += result.stdout + result.stderr
                            if result.returncode != expected:
                                problem = f"`{command}` exited {result.returncode}, not {expected}:\n{result.stderr[-2000:]}"
                                break
                            # A size the comment states (`# 750 × 422 px at @2x`) is what the
                            # command printed: numbers in comments are checked too.
                            for width, height, unit in re.findall(r"(\d+) ?[×x] ?(\d+) (px|pt)", comment):
                                if f"{width}×{height} {unit}" not in result.stdout:
                                    problem = f"`{command}`: the comment says {width} × {height} {unit}, the command printed:\n{result.stdout[-500:]}"
                            if problem:
                                break
                    elif kind == "fragment":
                        continue
                    elif kind == "transcript":
                        problem = transcript(text, arguments, autocell, scratch)
                    elif kind == "output":
                        for wanted in text.split("\n"):
                            if wanted.strip() in ("", "...", "…"):
                                continue
                            if wanted.rstrip() not in last_output:
                                problem = f"not printed: {wanted.strip()}"
                                break
                    else:
                        problem = f"unknown doctest directive '{kind}'"
                    if problem:
                        failed += 1
                        print(f"FAIL {where}: {kind}: {problem}")
                    else:
                        passed += 1
                        print(f"ok   {where}: {directive}")
    print(f"doctest: {passed} passed, {failed} failed")
    return failed == 0


def transcript(text, arguments, autocell, scratch):
    """Runs a `$ COMMAND` session; returns a problem or None."""
    expected = 0
    for argument in arguments:
        if argument.startswith("exit="):
            expected = int(argument[5:])
    link = os.path.join(scratch, "Fixtures")
    if not os.path.exists(link):
        os.symlink(os.path.join(ROOT, "Fixtures"), link)
    environment = dict(os.environ, PATH=os.path.dirname(autocell) + os.pathsep + os.environ.get("PATH", ""))
    sessions = []
    for line in text.split("\n"):
        if line.startswith("$ "):
            sessions.append((line[2:], []))
        elif sessions:
            sessions[-1][1].append(line)
    if not sessions:
        return "no `$ COMMAND` line"
    for command, wanted in sessions:
        result = subprocess.run(["sh", "-c", command], cwd=scratch, capture_output=True, text=True, timeout=300, env=environment)
        if result.returncode != expected:
            return f"`{command}` exited {result.returncode}, not {expected}:\n{result.stderr[-2000:]}"
        if "output" in arguments:
            printed = result.stdout + result.stderr
            for line in wanted:
                # `…` stands for what was left out: the part before it must be there.
                shown = line.split("…")[0].rstrip() if "…" in line else line.rstrip()
                if shown.strip() in ("", "...") or shown in printed:
                    continue
                return f"`{command}` did not print: {line.strip()}"
    return None


def write_package(destination, kind="package"):
    count = 0
    for path in documents():
        for _, directives, text in blocks(path):
            for directive in directives:
                words = directive.split()
                if words[0] == kind:
                    target = os.path.join(destination, words[1])
                    os.makedirs(os.path.dirname(target), exist_ok=True)
                    with open(target, "w", encoding="utf-8") as handle:
                        handle.write(text)
                    count += 1
    if count == 0:
        print(f"doctest: no {kind} blocks found", file=sys.stderr)
        return False
    return True


LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def slug(heading):
    """GitHub's anchor of a heading: lowercase, punctuation dropped, spaces as dashes."""
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def check_links():
    passed, failed = 0, 0
    for path in documents():
        text = open(path, encoding="utf-8").read()
        # Links inside code are code, not links.
        prose = re.sub(r"```.*?```", "", text, flags=re.S)
        prose = re.sub(r"`[^`\n]*`", "", prose)
        for target in LINK.findall(prose):
            if re.match(r"^[a-z]+:", target):
                continue  # an address outside the repository
            file_part, _, anchor = target.partition("#")
            resolved = os.path.normpath(os.path.join(os.path.dirname(path), file_part)) if file_part else path
            problem = None
            if not os.path.exists(resolved):
                problem = "no such file"
            elif anchor and resolved.endswith(".md"):
                headings = [slug(line.lstrip("#")) for line in open(resolved, encoding="utf-8") if line.startswith("#")]
                if anchor not in headings:
                    problem = f"no heading #{anchor}"
            name = os.path.relpath(path, ROOT)
            if problem:
                failed += 1
                print(f"FAIL {name}: link {target}: {problem}")
            else:
                passed += 1
    # Every fenced block in README and Documentation/ is run or said to be an excerpt.
    for path in documents():
        lines = open(path, encoding="utf-8").read().split("\n")
        inside, name = False, os.path.relpath(path, ROOT)
        for number, line in enumerate(lines, 1):
            if not line.startswith("```"):
                continue
            if inside:
                inside = False
                continue
            inside = True
            above = number - 2
            while above >= 0 and DIRECTIVE.match(lines[above]):
                above -= 1
            if above == number - 2:
                failed += 1
                print(f"FAIL {name}:{number}: a code block with no doctest directive (run it, or mark it `fragment WHY`)")
    # README is read in five minutes: under 15 KB, the rest in Documentation/.
    size = os.path.getsize(os.path.join(ROOT, "README.md"))
    if size >= 15_000:
        failed += 1
        print(f"FAIL README.md is {size} bytes; keep it under 15,000 (move detail to Documentation/)")
    else:
        passed += 1
    print(f"links: {passed} passed, {failed} failed")
    return failed == 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--autocell")
    parser.add_argument("--package")
    parser.add_argument("--snippets")
    parser.add_argument("--links", action="store_true")
    options = parser.parse_args()
    ok = True
    if options.links:
        ok = check_links() and ok
    if options.package:
        ok = write_package(options.package) and ok
    if options.snippets:
        ok = write_package(options.snippets, "swift") and ok
    if options.autocell:
        ok = run_directives(options.autocell) and ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
