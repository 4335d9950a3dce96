#!/usr/bin/env python3
"""Fuzzes the built `autocell` binary with seeded mutations of the repository's own inputs.

    fuzz.py [--cases N] [--seed S] [--jobs J] [--timeout SECONDS] [--memory MB] [--autocell PATH]
            [--targets fixtures,nibs,constraints,logs,pngs,outputs,records,pages,swift,html]
            [--linux-source PATH]

Each target takes N cases. A case passes when the command exits 0, 1 or 2 within the time and
memory limits; an exit 2 names the input on standard error (and a line and column for text
inputs that could be parsed as far as a line); a failed run leaves no file in its output
folder. Anything else (a signal, another exit code, a time-out, a message without a location,
a file left behind) is a finding: printed with the seed that reproduces it, and the run exits 1.
Targets added for issue 49: `records` (layout records beside snapshot references, mutated
and carrying markup glued into grapheme clusters, compared by `diff-dir`: the report must hold
no live markup), `pages` (renders beside planted journals, folders, FIFOs and links where the
record and pages go, and inputs named like pages: no input may change, no link be followed, no
temporary stay), `swift` (mutated and deepened Swift sources through `autocell-linux-source`:
exit 0, or 2 at a line with no output folder made) and `html` (`inspect` pages of fixtures whose
file name, keys and texts carry such markup: none of it live).
The last line is the plain "N passed, N failed" count.
"""
import argparse
import json
import os
import random
import re
import resource
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURES = os.path.join(ROOT, "Fixtures")

EXTREME_NUMBERS = ["0", "-0", "-1", "1e308", "-1e308", "1e-308", "5e18", "9223372036854775807",
                   "-9223372036854775808", "4294967295", "nan", "inf", "-inf", "1e300", "0.0000001",
                   "999999999999", "2147483648", "65536", "1001", "1000.5"]
TOKENS = ["{", "}", "[", "]", ":", ",", "\"", "'", "*", "&a", "*a", "|", "-", "==", "<=", ">=", "@", "^",
          "(", ")", "\t", "\\", "\u00e9", "\u200d", "\U0001F600", "\xff", "{t}", "H:|-", "V:|", "#", "!!str",
          "<<: *a", "~", "null", "\n", "\r\n"]


def read(path):
    with open(path, "rb") as handle:
        return handle.read()


def mutate_text(data, rng, gentle=False):
    """A few byte-level and token-level changes; `gentle` only swaps numbers for extremes and
    repeats words, which keeps most files parseable so the mutation reaches layout."""
    text = data.decode("utf-8", "replace")
    lines = text.split("\n")
    for _ in range(rng.randint(1, 4)):
        kind = rng.choice([0, 0, 0, 6]) if gentle else rng.randrange(7)
        if kind == 0 and lines:  # replace a number with an extreme
            index = rng.randrange(len(lines))
            numbers = list(re.finditer(r"-?\d+(\.\d+)?", lines[index]))
            if numbers:
                match = rng.choice(numbers)
                lines[index] = lines[index][:match.start()] + rng.choice(EXTREME_NUMBERS) + lines[index][match.end():]
        elif kind == 1 and lines:  # delete a line
            del lines[rng.randrange(len(lines))]
        elif kind == 2 and lines:  # duplicate a line
            index = rng.randrange(len(lines))
            lines.insert(index, lines[index])
        elif kind == 3 and lines:  # insert a token
            index = rng.randrange(len(lines))
            position = rng.randint(0, len(lines[index]))
            lines[index] = lines[index][:position] + rng.choice(TOKENS) + lines[index][position:]
        elif kind == 4 and lines:  # cut a line short
            index = rng.randrange(len(lines))
            lines[index] = lines[index][:rng.randint(0, len(lines[index]))]
        elif kind == 5 and lines:  # swap two lines
            a, b = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[a], lines[b] = lines[b], lines[a]
        else:  # repeat a word many times
            index = rng.randrange(len(lines)) if lines else 0
            if lines:
                words = lines[index].split(" ")
                word = rng.choice(words) if words else "x"
                lines[index] = lines[index] + (" " + word) * rng.choice([10, 100, 1000])
    result = "\n".join(lines).encode("utf-8", "surrogateescape")
    if rng.random() < 0.1:  # invalid UTF-8 somewhere
        position = rng.randint(0, len(result))
        result = result[:position] + b"\xff\xfe" + result[position:]
    return result


def mutate_png(data, rng):
    data = bytearray(data)
    kind = rng.randrange(5)
    if kind == 0:  # truncate
        return bytes(data[:rng.randint(0, len(data))])
    if kind == 1:  # flip bytes anywhere
        for _ in range(rng.randint(1, 8)):
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
    elif kind == 2:  # the header's width and height (CRC left as is, or fixed)
        for offset in (16, 20):
            data[offset:offset + 4] = rng.choice([b"\xff\xff\xff\xff", b"\x00\x00\x00\x00", b"\x04\x00\x00\x00", b"\x00\x01\x00\x00", b"\x00\x00\x1f\x40"])
        if rng.random() < 0.7:
            import zlib
            data[29:33] = (zlib.crc32(bytes(data[12:29])) & 0xFFFFFFFF).to_bytes(4, "big")
    elif kind == 3:  # a chunk length
        offset = 33 + rng.randrange(max(1, len(data) - 40))
        data[offset:offset + 4] = rng.choice([b"\xff\xff\xff\xff", b"\x7f\xff\xff\xff", b"\x00\x00\x00\x00"])
    else:  # bit depth and colour type
        data[24] = rng.choice([0, 1, 2, 3, 4, 5, 8, 16, 255])
        data[25] = rng.choice([0, 1, 2, 3, 4, 5, 6, 7, 255])
        data[28] = rng.choice([0, 1, 2])
    return bytes(data)


def fix_crcs(data):
    """Recomputes every chunk's CRC that the chunk lengths let us find."""
    import zlib
    offset = 8
    while offset + 12 <= len(data):
        length = int.from_bytes(data[offset:offset + 4], "big")
        end = offset + 8 + length
        if end + 4 > len(data):
            return
        data[end:end + 4] = (zlib.crc32(bytes(data[offset + 4:end])) & 0xFFFFFFFF).to_bytes(4, "big")
        offset = end + 4


def limits(memory_mb):
    def apply():
        resource.setrlimit(resource.RLIMIT_AS, (memory_mb * 1024 * 1024, memory_mb * 1024 * 1024))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    return apply


class Runner:
    def __init__(self, options):
        self.options = options
        self.codes = {}

    def run(self, arguments, cwd, executable=None):
        """Runs `autocell ARGUMENTS` (or another of the project's executables), counting exit codes."""
        process = self._run([executable or self.options.autocell] + arguments, cwd)
        name = os.path.basename(executable) if executable else arguments[0] + (" --log" if "--log" in arguments else "")
        key = (name, process[0])
        self.codes[key] = self.codes.get(key, 0) + 1
        return process

    def _run(self, command, cwd):
        try:
            process = subprocess.run(command, cwd=cwd, capture_output=True,
                                     timeout=self.options.timeout, preexec_fn=limits(self.options.memory), stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            return None, b"", b""
        return process.returncode, process.stdout, process.stderr


def check(runner, name, seed, arguments, folder, input_name, output_folder=None, located=True):
    """Runs one case; returns None or the finding."""
    before = set(os.listdir(output_folder)) if output_folder else set()
    code, _, err = runner.run(arguments, folder)
    message = err.decode("utf-8", "replace").strip().splitlines()
    if code is None:
        return f"{name} seed {seed}: timed out after {runner.options.timeout} s: {' '.join(arguments)}"
    if code < 0 or code not in (0, 1, 2):
        return f"{name} seed {seed}: exit {code}: {' '.join(arguments)}: {message[-1] if message else ''}"
    if code == 2:
        text = "\n".join(message)
        if input_name not in text:
            return f"{name} seed {seed}: exit 2 without naming {input_name}: {text[:300]}"
        if located and not re.search(re.escape(input_name) + r"(:\d+:\d+:|: )", text):
            return f"{name} seed {seed}: exit 2 without a location: {text[:300]}"
    # Bad input (2) leaves nothing behind; a difference (1, diff only) is a result and writes
    # its picture like a success.
    if output_folder is not None and code == 2:
        left = set(os.listdir(output_folder)) - before
        if left:
            return f"{name} seed {seed}: a failed run left {sorted(left)} behind"
    return None


def fixture_case(runner, seed, work):
    rng = random.Random(seed)
    sources = sorted(name for name in os.listdir(FIXTURES) if name.endswith(".yaml"))
    source = rng.choice(sources)
    folder = os.path.join(work, f"fixture-{seed}")
    os.makedirs(folder)
    shutil.copytree(os.path.join(FIXTURES, "images"), os.path.join(folder, "images"))
    with open(os.path.join(folder, "feed.yaml"), "wb") as handle:
        handle.write(mutate_text(read(os.path.join(FIXTURES, source)), rng, gentle=rng.random() < 0.6))
    out = os.path.join(folder, "out")
    os.makedirs(out)
    command = rng.choice([
        ["layout", "feed.yaml", "--json"],
        ["layout", "feed.yaml", "--width", rng.choice(["320", "1", "100000"])],
        ["render", "feed.yaml", "-o", "out/feed.png", "--rows", "0..3"],
        ["explain", "feed.yaml"],
        ["scroll", "feed.yaml", "--estimated", "44"],
    ])
    finding = check(runner, "fixtures", seed, command, folder, "feed.yaml", out)
    shutil.rmtree(folder, ignore_errors=True)
    return finding


ATTRIBUTE = re.compile(r'(\b[\w:]+)="([^"]*)"')
ELEMENT_LINE = re.compile(r"^\s*<[^!?/]")


def mutate_xml(data, rng):
    """Structure-aware changes to an Interface Builder file: an attribute's value swapped for an
    extreme number, another element's id, a missing id or garbage; an attribute dropped; an
    element's line deleted, duplicated or moved; an element renamed; plus, now and then, the
    byte-level text mutations. Most results stay well-formed XML, so they reach the reader."""
    text = data.decode("utf-8", "replace")
    lines = text.split("\n")
    ids = re.findall(r'\bid="([^"]*)"', text) or ["x"]
    for _ in range(rng.randint(1, 4)):
        kind = rng.randrange(7)
        index = rng.randrange(len(lines))
        attributes = list(ATTRIBUTE.finditer(lines[index]))
        if kind <= 2 and attributes:  # an attribute's value
            match = rng.choice(attributes)
            value = rng.choice([rng.choice(EXTREME_NUMBERS), rng.choice(ids), "missing-id", "", "YES", "NO",
                                rng.choice(TOKENS).replace('"', "'").replace("<", "").replace("&", ""),
                                match.group(2) * rng.choice([2, 100]), "1:0", "0:0", "-1", "1e308:1"])
            lines[index] = lines[index][:match.start(2)] + value + lines[index][match.end(2):]
        elif kind == 3 and attributes:  # drop an attribute
            match = rng.choice(attributes)
            lines[index] = lines[index][:match.start()] + lines[index][match.end():]
        elif kind == 4:  # an element line deleted, duplicated or moved
            candidates = [i for i, line in enumerate(lines) if ELEMENT_LINE.match(line)]
            if candidates:
                chosen = rng.choice(candidates)
                action = rng.randrange(3)
                if action == 0:
                    del lines[chosen]
                elif action == 1:
                    lines.insert(chosen, lines[chosen])
                else:
                    line = lines.pop(chosen)
                    lines.insert(rng.randrange(len(lines) + 1), line)
        elif kind == 5:  # rename an element
            match = re.search(r"<(\w+)", lines[index])
            if match:
                name = rng.choice(["view", "label", "stackView", "button", "imageView", "constraint", "rect", "color",
                                   "fontDescription", "segment", "tableViewCell", "subviews", "x"])
                lines[index] = lines[index][:match.start(1)] + name + lines[index][match.end(1):]
        else:
            return mutate_text("\n".join(lines).encode("utf-8", "surrogateescape"), rng, gentle=rng.random() < 0.5)
    return "\n".join(lines).encode("utf-8", "surrogateescape")


def nib_case(runner, seed, work):
    rng = random.Random(seed)
    nibs = os.path.join(FIXTURES, "nibs")
    source = rng.choice(sorted(name for name in os.listdir(nibs) if name.endswith((".xib", ".storyboard"))))
    folder = os.path.join(work, f"nib-{seed}")
    os.makedirs(folder)
    extension = os.path.splitext(source)[1]
    with open(os.path.join(folder, "cell" + extension), "wb") as handle:
        handle.write(mutate_xml(read(os.path.join(nibs, source)), rng))
    if extension == ".storyboard":
        template = '{storyboard: "cell.storyboard", identifier: %s}' % rng.choice(["MessageCell", "ToggleCell"])
    else:
        template = '{nib: "cell.xib"}'
    with open(os.path.join(folder, "feed.yaml"), "w") as handle:
        handle.write("table: {width: %s, scale: 2}\ntemplates:\n  c: %s\nrows:\n  - {template: c}\n  - {template: c}\n"
                     % (rng.choice(["375", "414", "768"]), template))
    out = os.path.join(folder, "out")
    os.makedirs(out)
    command = rng.choice([
        ["layout", "feed.yaml", "--json"],
        ["render", "feed.yaml", "-o", "out/feed.png"],
        ["explain", "feed.yaml"],
    ])
    finding = check(runner, "nibs", seed, command, folder, "cell" + extension, out)
    if finding and "without naming" in finding:
        # A nib whose fault shows in the fixture that names it (an identifier not found) names the fixture.
        finding = check(runner, "nibs", seed, command, folder, "feed.yaml", out)
    shutil.rmtree(folder, ignore_errors=True)
    return finding


def constraints_case(runner, seed, work):
    rng = random.Random(seed)
    folder = os.path.join(work, f"constraints-{seed}")
    os.makedirs(folder)
    with open(os.path.join(folder, "system.constraints"), "wb") as handle:
        handle.write(mutate_text(read(os.path.join(FIXTURES, "demo.constraints")), rng, gentle=rng.random() < 0.5))
    finding = check(runner, "constraints", seed, ["solve", "system.constraints"], folder, "system.constraints")
    shutil.rmtree(folder, ignore_errors=True)
    return finding


def log_case(runner, seed, work):
    rng = random.Random(seed)
    logs = os.path.join(FIXTURES, "logs")
    source = rng.choice(sorted(os.listdir(logs)))
    folder = os.path.join(work, f"log-{seed}")
    os.makedirs(folder)
    with open(os.path.join(folder, "console.log"), "wb") as handle:
        handle.write(mutate_text(read(os.path.join(logs, source)), rng, gentle=rng.random() < 0.5))
    out = os.path.join(folder, "out")
    os.makedirs(out)
    command = ["explain", "--log", "console.log"] + (["-o", "out/picture.png"] if rng.random() < 0.3 else [])
    finding = check(runner, "logs", seed, command, folder, "console.log", out)
    shutil.rmtree(folder, ignore_errors=True)
    return finding


def png_case(runner, seed, work, sample):
    rng = random.Random(seed)
    folder = os.path.join(work, f"png-{seed}")
    os.makedirs(folder)
    with open(os.path.join(folder, "reference.png"), "wb") as handle:
        handle.write(sample)
    with open(os.path.join(folder, "actual.png"), "wb") as handle:
        handle.write(mutate_png(sample, rng))
    out = os.path.join(folder, "out")
    os.makedirs(out)
    command = ["diff", "reference.png", "actual.png"] + (["-o", "out/diff.png"] if rng.random() < 0.5 else [])
    finding = check(runner, "pngs", seed, command, folder, "actual.png", out, located=False)
    shutil.rmtree(folder, ignore_errors=True)
    return finding


def output_cases(runner, work):
    """Outputs that must be refused, each leaving what was there untouched."""
    findings = []
    folder = os.path.join(work, "outputs")
    os.makedirs(folder)
    shutil.copy(os.path.join(FIXTURES, "priorities.yaml"), os.path.join(folder, "feed.yaml"))
    original = read(os.path.join(folder, "feed.yaml"))
    os.symlink(os.path.join(folder, "target.png"), os.path.join(folder, "link.png"))
    os.mkfifo(os.path.join(folder, "fifo.png"))
    os.makedirs(os.path.join(folder, "dir.png"))
    cases = [(["render", "feed.yaml", "-o", "feed.yaml"], "feed.yaml"),
             (["render", "feed.yaml", "-o", "link.png"], "link.png"),
             (["render", "feed.yaml", "-o", "fifo.png"], "fifo.png"),
             (["render", "feed.yaml", "-o", "dir.png"], "dir.png"),
             (["render", "feed.yaml", "-o", "missing/out.png"], "out.png")]
    for arguments, name in cases:
        code, _, err = runner.run(arguments, folder)
        if code != 2 or name not in err.decode("utf-8", "replace"):
            findings.append(f"outputs: {' '.join(arguments)}: exit {code}, expected 2 naming {name}")
    if read(os.path.join(folder, "feed.yaml")) != original:
        findings.append("outputs: the input fixture was changed")
    if os.path.exists(os.path.join(folder, "target.png")) or not os.path.islink(os.path.join(folder, "link.png")):
        findings.append("outputs: the symbolic link or its target was written")
    leftovers = [name for name in os.listdir(folder) if name.startswith(".")]
    if leftovers:
        findings.append(f"outputs: temporary files left: {leftovers}")
    return len(cases), findings


# MARK: issue 49's targets

PAYLOADS = ["\u0600<i id=fz{n}>", ">\u0301<i id=fz{n}>", "\"\u0301 onmouseover=fz{n} x=\"", "'\u0301 onfocus=fz{n} '",
            "</script><script>fz{n}()</script>", "<!--", "\u0600\u0600<i id=fz{n}>"]


def payload(rng, n):
    return rng.choice(PAYLOADS).format(n=n)


def live_markup(html, n):
    """Markup from a payload that a browser would act on: a raw tag or a raw quote followed by
    its handler (as text, everything of it is escaped). Script elements' contents are data (the
    inspector's model is JSON in one): they are set aside first, as a browser's tokenizer ends
    them at the first `</script` (a payload that closed one early leaves its tag outside)."""
    outside = re.sub(r"<script[^>]*>.*?</script>", "", html, flags=re.DOTALL)
    return any(marker in outside for marker in (f"<i id=fz{n}>", f"\"\u0301 onmouseover=fz{n}", f"'\u0301 onfocus=fz{n}", f"<script>fz{n}()"))


class Samples:
    """Two renders of README's feed (a reference and a changed one) with their layout records."""
    def __init__(self, runner, work):
        folder = os.path.join(work, "samples")
        os.makedirs(os.path.join(folder, "images"))
        with open(os.path.join(FIXTURES, "readme-feed.yaml"), encoding="utf-8") as handle:
            feed = handle.read()
        with open(os.path.join(folder, "a.yaml"), "w", encoding="utf-8") as handle:
            handle.write(feed)
        with open(os.path.join(folder, "b.yaml"), "w", encoding="utf-8") as handle:
            handle.write(feed.replace("elaborate pieces of music", "elaborate and scientific pieces of music of any degree"))
        for name in ("a", "b"):
            runner.run(["render", f"{name}.yaml", "-o", f"{name}.png"], folder)
        self.png = {name: read(os.path.join(folder, f"{name}.png")) for name in ("a", "b")}
        self.record = {name: read(os.path.join(folder, f"{name}.layout.json")).decode("utf-8") for name in ("a", "b")}


def record_case(runner, seed, work, samples):
    rng = random.Random(seed)
    folder = os.path.join(work, f"record-{seed}")
    name = rng.choice(["feed", payload(rng, seed), "sub/" + payload(rng, seed)])
    for side, key in (("refs", "a"), ("act", "b")):
        os.makedirs(os.path.dirname(os.path.join(folder, side, name + ".png")), exist_ok=True)
        with open(os.path.join(folder, side, name + ".png"), "wb") as handle:
            handle.write(samples.png[key])
        record = samples.record[key]
        # Names, keys and texts replaced by payloads (JSON-escaped), then maybe mutated as text.
        for field in ("name", "key", "label", "text", "template"):
            if rng.random() < 0.5:
                record = re.sub(rf'"{field}":"[^"]*"', lambda _: f'"{field}":' + json.dumps(payload(rng, seed)), record, count=rng.randint(1, 50))
        if rng.random() < 0.2:
            broken = '"broken":[' + ",".join([json.dumps(payload(rng, seed))] * rng.randint(1, 500)) + "]"
            record = re.sub(r'"broken":\[\]', lambda _: broken, record)
        data = record.encode("utf-8")
        if rng.random() < 0.4:
            data = mutate_text(data, rng, gentle=rng.random() < 0.5)
        target = os.path.join(folder, side, name + ".layout.json")
        if rng.random() < 0.05:
            os.symlink("/etc/hostname", target)
        else:
            with open(target, "wb") as handle:
                handle.write(data)
    command = ["diff-dir", "refs", "act", "-o", "report"] + (["--json"] if rng.random() < 0.3 else [])
    finding = check(runner, "records", seed, command, folder, "refs", None, located=False)
    page = os.path.join(folder, "report", "index.html")
    if finding is None and os.path.exists(page):
        if live_markup(read(page).decode("utf-8", "replace"), seed):
            finding = f"records seed {seed}: live markup in the diff-dir report"
    shutil.rmtree(folder, ignore_errors=True)
    return finding


TALL = ("table: {width: 60, scale: 1}\ntemplates:\n  t:\n    views:\n      - {name: v, type: view, background: red}\n"
        "      - {name: i, type: image, image: \"k-002.png\"}\n    constraints:\n      - v.left == contentView.left\n"
        "      - v.right == contentView.right\n      - v.top == contentView.top\n      - v.bottom == contentView.bottom\n"
        "      - v.height == {h}\n      - i.left == contentView.left\n      - i.top == contentView.top\n"
        "      - i.width == 4\n      - i.height == 4\nrows: [{template: t}, {template: t}, {template: t}]\n")


def page_case(runner, seed, work, samples):
    rng = random.Random(seed)
    folder = os.path.join(work, f"pages-{seed}")
    os.makedirs(os.path.join(folder, "elsewhere"))
    fixture = rng.choice(["feed.yaml", "k.layout.json"])
    with open(os.path.join(folder, fixture), "w", encoding="utf-8") as handle:
        handle.write(TALL.replace("{h}", rng.choice(["12000", "100", "40000"])))
    with open(os.path.join(folder, "k-002.png"), "wb") as handle:   # an input named like page 2
        handle.write(samples.png["a"])
    inputs = {name: read(os.path.join(folder, name)) for name in (fixture, "k-002.png")}
    secret = os.path.join(folder, "elsewhere", "secret.txt")
    with open(secret, "w") as handle:
        handle.write("keep")
    record = os.path.join(folder, "k.layout.json")
    if fixture != "k.layout.json":
        kind = rng.choice(["none", "folder", "fifo", "link", "file", "record"])
        if kind == "folder": os.makedirs(os.path.join(record, "inside"))
        elif kind == "fifo": os.mkfifo(record)
        elif kind == "link": os.symlink(secret, record)
        elif kind == "file":
            with open(record, "w") as handle: handle.write("not a record")
        elif kind == "record":
            with open(record, "w") as handle: handle.write(samples.record["a"])
    # A planted journal naming the output, pages, inputs and paths outside.
    if rng.random() < 0.6:
        names = ["k.png", "k-001.png", "k-002.png", fixture, "../elsewhere/secret.txt", "elsewhere/secret.txt", ".k.png.1-x.tmp", "k.layout.json"]
        journal = {"renames": [[rng.choice(names), rng.choice(names)] for _ in range(rng.randint(0, 3))],
                   "removals": rng.sample(names, rng.randint(0, 4))}
        if rng.random() < 0.5:
            journal["files"] = {name: [rng.randint(0, 1 << 20), rng.randint(0, 1 << 20)] for name in names}
        with open(os.path.join(folder, ".k.png.swap"), "w") as handle:
            handle.write(json.dumps(journal) if rng.random() < 0.9 else mutate_text(json.dumps(journal).encode(), rng).decode("utf-8", "replace"))
        if rng.random() < 0.5:
            os.symlink(secret, os.path.join(folder, ".k.png.1-x.tmp"))
    command = ["render", fixture, "-o", "k." + rng.choice(["png", "png", "pdf"])] + (["--rows", "0..0"] if rng.random() < 0.3 else []) + \
        (["--no-layout-record"] if rng.random() < 0.2 else [])
    code, _, err = runner.run(command, folder)
    finding = None
    if code is None or code not in (0, 2):
        finding = f"pages seed {seed}: exit {code}: {' '.join(command)}: {err.decode('utf-8', 'replace')[-300:]}"
    for name, data in inputs.items():
        path = os.path.join(folder, name)
        if not os.path.isfile(path) or os.path.islink(path) or read(path) != data:
            finding = finding or f"pages seed {seed}: the input {name} was changed or removed ({' '.join(command)})"
    if read(secret) != b"keep" or not os.path.exists(secret):
        finding = finding or f"pages seed {seed}: a file outside was changed through a link"
    for entry in os.listdir(folder):
        if entry.endswith(".tmp") and not os.path.islink(os.path.join(folder, entry)):
            finding = finding or f"pages seed {seed}: a temporary stayed: {entry}"
    shutil.rmtree(folder, ignore_errors=True)
    return finding


SWIFT_TOKENS = ["[", "]", "(", ")", "{", "}", ".b", "()", "@objc ", "dynamic ", "override ", "extension C {", "class C {",
                "#selector(", "#selector(getter: ", "\"", "\"\"\"", "\\(", "/*", "*/", "//", "#\"", "\"#", "<", ">"]


def swift_case(runner, seed, work):
    rng = random.Random(seed)
    sources = [os.path.join(ROOT, "Tests", "AutocellLinuxSourceTests", "Fixtures", name)
               for name in sorted(os.listdir(os.path.join(ROOT, "Tests", "AutocellLinuxSourceTests", "Fixtures")))]
    text = read(rng.choice(sources)).decode("utf-8")
    lines = text.split("\n")
    for _ in range(rng.randint(1, 6)):
        index = rng.randrange(len(lines))
        kind = rng.randrange(4)
        if kind == 0:
            position = rng.randint(0, len(lines[index]))
            lines[index] = lines[index][:position] + rng.choice(SWIFT_TOKENS) * rng.choice([1, 1, 2, 13, 40]) + lines[index][position:]
        elif kind == 1:   # a long or deep expression
            lines.insert(index, "let x = a" + rng.choice([".b", "()", "!", "?.c"]) * rng.choice([10, 1000, 5000]))
        elif kind == 2:
            lines.insert(index, "let y = " + "[(" [rng.randrange(2)] * rng.choice([3, 11, 14, 40]) + "1" + "])"[rng.randrange(2)] * 3)
        else:
            lines.insert(index, rng.choice(["class C {}", "extension C { override func f() { extension C { override func g() {} } } }",
                                            "extension C { @objc override var v: Int { 1 } }"]))
    data = mutate_text("\n".join(lines).encode("utf-8"), rng, gentle=True) if rng.random() < 0.3 else "\n".join(lines).encode("utf-8")
    folder = os.path.join(work, f"swift-{seed}")
    os.makedirs(folder)
    with open(os.path.join(folder, "Cell.swift"), "wb") as handle:
        handle.write(data)
    limit = str(max(1.0, runner.options.timeout / 2))
    code, _, err = runner.run(["-q", "--time-limit", limit, "Cell.swift", "-o", "out"], folder, executable=runner.options.linux_source)
    err = err.decode("utf-8", "replace")
    finding = None
    if code is None:
        finding = f"swift seed {seed}: timed out after {runner.options.timeout} s"
    elif code not in (0, 2):
        finding = f"swift seed {seed}: exit {code}: {err[-300:]}"
    elif code == 2 and (not re.search(r"Cell\.swift(:\d+:\d+:|: )", err) or os.path.exists(os.path.join(folder, "out"))):
        finding = f"swift seed {seed}: exit 2 without a location, or with the output folder made: {err[:300]}"
    shutil.rmtree(folder, ignore_errors=True)
    return finding


def html_case(runner, seed, work):
    rng = random.Random(seed)
    folder = os.path.join(work, f"html-{seed}")
    os.makedirs(folder)
    name = rng.choice(["feed", payload(rng, seed).replace("/", "_")]) + ".yaml"
    rows = "\n".join(f"  - {{template: t, key: {json.dumps(payload(rng, seed))}, data: {{t: {json.dumps(payload(rng, seed))}}}}}"
                     for _ in range(rng.randint(1, 5)))
    text = ("table: {width: 375, scale: 2}\ntemplates:\n  t:\n    views:\n      - {name: l, type: label, text: \"{t}\", font: body, lines: 0}\n"
            "    constraints:\n      - l.left == contentView.leftMargin\n      - l.right == contentView.rightMargin\n"
            "      - l.top == contentView.topMargin\n      - l.bottom == contentView.bottomMargin\n"
            + ("      - l.width == 1000\n" if rng.random() < 0.5 else "") + "rows:\n" + rows + "\n")
    with open(os.path.join(folder, name), "w", encoding="utf-8") as handle:
        handle.write(text)
    finding = check(runner, "html", seed, ["inspect", name, "-o", "page.html"], folder, name, None)
    page = os.path.join(folder, "page.html")
    if finding is None and os.path.exists(page) and live_markup(read(page).decode("utf-8", "replace"), seed):
        finding = f"html seed {seed}: live markup in the inspector page"
    shutil.rmtree(folder, ignore_errors=True)
    return finding


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--timeout", type=float, default=10)
    parser.add_argument("--memory", type=int, default=4096, help="address-space limit per case, MB")
    parser.add_argument("--autocell", default=os.path.join(ROOT, ".build/release/autocell"))
    parser.add_argument("--targets", default="fixtures,nibs,constraints,logs,pngs,outputs,records,pages,swift,html")
    parser.add_argument("--linux-source", default=os.path.join(ROOT, ".build/debug/autocell-linux-source"))
    options = parser.parse_args()
    options.autocell = os.path.abspath(options.autocell)
    options.linux_source = os.path.abspath(options.linux_source)
    runner = Runner(options)
    targets = options.targets.split(",")
    sample = read(os.path.join(ROOT, "Snapshots", sorted(n for n in os.listdir(os.path.join(ROOT, "Snapshots")) if n.endswith(".png"))[0]))
    work = tempfile.mkdtemp(prefix="autocell-fuzz-")
    samples = Samples(runner, work) if {"records", "pages"} & set(targets) else None
    jobs = []
    for index in range(options.cases):
        seed = options.seed * 1_000_003 + index
        if "fixtures" in targets: jobs.append(lambda seed=seed: fixture_case(runner, seed, work))
        if "nibs" in targets: jobs.append(lambda seed=seed: nib_case(runner, seed, work))
        if "constraints" in targets: jobs.append(lambda seed=seed: constraints_case(runner, seed, work))
        if "logs" in targets: jobs.append(lambda seed=seed: log_case(runner, seed, work))
        if "pngs" in targets: jobs.append(lambda seed=seed: png_case(runner, seed, work, sample))
        if "records" in targets: jobs.append(lambda seed=seed: record_case(runner, seed, work, samples))
        if "pages" in targets: jobs.append(lambda seed=seed: page_case(runner, seed, work, samples))
        if "swift" in targets: jobs.append(lambda seed=seed: swift_case(runner, seed, work))
        if "html" in targets: jobs.append(lambda seed=seed: html_case(runner, seed, work))
    passed = failed = 0
    try:
        with ThreadPoolExecutor(max_workers=options.jobs) as pool:
            for finding in pool.map(lambda job: job(), jobs):
                if finding:
                    failed += 1
                    print("FINDING " + finding, flush=True)
                else:
                    passed += 1
        if "outputs" in targets:
            count, findings = output_cases(runner, work)
            for finding in findings:
                print("FINDING " + finding)
            failed += len(findings)
            passed += count - min(count, len(findings))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("exit codes: " + ", ".join(f"{command} {code}: {count}" for (command, code), count in sorted(runner.codes.items(), key=lambda item: (item[0][0], str(item[0][1])))))
    print(f"fuzz: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
