#!/usr/bin/env python3
"""The inspector page (`autocell inspect`) in a real browser: Debian's Chromium, headless,
driven through chromium-driver by Selenium (no browser download: the driver and the browser
are the system's). Each check does what a user does (points at a view, clicks a conflict,
switches traits, types in the search box) and reads what the page shows, against what
`autocell layout --json` and `autocell explain --json` say of the same fixture.

Run by `make test` (test-browser); alone: python3 Tests/browser/inspector.py --autocell PATH.
Prints one line per check and, for the 1,000-row page, its size and how long it took to open.
"""
import argparse
import json
import os
import zlib
import struct
import shutil
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("SE_AVOID_STATS", "true")  # Selenium Manager: no statistics sent

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

passed = 0
failed = 0


def check(name, condition, detail=""):
    global passed, failed
    if condition:
        passed += 1
        print(f"ok   {name}")
    else:
        failed += 1
        print(f"FAIL {name}{': ' + detail if detail else ''}")


def run(autocell, *args):
    result = subprocess.run([autocell, *args], capture_output=True, text=True, cwd=ROOT)
    if result.returncode != 0:
        raise SystemExit(f"autocell {' '.join(args)} exited {result.returncode}: {result.stderr}")
    return result.stdout


def dark_pixels(path, left, top, right, bottom):
    """Pixels darker than mid-grey in a rectangle of an 8-bit RGB or RGBA PNG (Chromium's
    screenshots), decoded with the standard library."""
    with open(path, "rb") as handle:
        data = handle.read()
    position, chunks, header = 8, [], None
    while position < len(data):
        length = struct.unpack(">I", data[position:position + 4])[0]
        kind = data[position + 4:position + 8]
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        position += 12 + length
    width, height, depth, color = header[0], header[1], header[2], header[3]
    channels = {2: 3, 6: 4}.get(color)
    if depth != 8 or channels is None:
        return 0
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows, previous, offset = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1: line[i] = (line[i] + a) & 255
            elif kind == 2: line[i] = (line[i] + b) & 255
            elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        previous = line
    count = 0
    for y in range(top, min(bottom, height)):
        line = rows[y]
        for x in range(left, min(right, width)):
            i = x * channels
            if line[i] + line[i + 1] + line[i + 2] < 384:
                count += 1
    return count


def browser():
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1400,900", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(options=options, service=service)


def open_page(driver, path):
    started = time.monotonic()
    driver.get("file://" + path)
    for _ in range(200):
        if driver.execute_script("return document.body && document.body.dataset.ready === 'true'"):
            break
        time.sleep(0.05)
    return time.monotonic() - started


def errors(driver):
    return [entry for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]


def first_view(driver, name, row=0, variant=0):
    selector = f".view[data-view='{name}'][data-row='{row}'][data-variant='{variant}']"
    for _ in range(40):
        found = driver.find_elements(By.CSS_SELECTOR, selector)
        if found:
            return found[0]
        time.sleep(0.05)
    return None


def frame_text(frame):
    def number(value):
        rounded = round(value * 100) / 100
        return str(int(rounded)) if rounded == int(rounded) else str(rounded)
    return "(" + ", ".join(number(frame[key]) for key in ("x", "y", "width", "height")) + ")"


def conflict_page(driver, autocell, folder):
    fixture = "Fixtures/game-feed-conflict.yaml"
    page = os.path.join(folder, "conflict.html")
    run(autocell, "inspect", fixture, "-o", page)
    layout = json.loads(run(autocell, "layout", fixture, "--json"))
    explained = json.loads(run(autocell, "explain", fixture, "--json"))
    open_page(driver, page)
    check("the seed-001 page opens without script errors", not errors(driver), str(errors(driver)))

    # Hovering a view shows its frame, as `layout --json` gives it.
    icon = first_view(driver, "icon")
    check("row 0's icon is an element", icon is not None)
    ActionChains(driver).move_to_element(icon).perform()
    hover = driver.find_element(By.ID, "hover")
    expected = frame_text(layout["rows"][0]["views"]["icon"])
    check("hovering the icon shows its frame", hover.is_displayed() and expected in hover.text, f"{expected} not in {hover.text!r}")
    check("hovering shows intrinsic size and priorities", "intrinsic size" in hover.text and "compression resistance" in hover.text)

    # Selecting it lists its constraints and how each stands: UIKit breaks icon.height == 61.
    icon.click()
    details = driver.find_element(By.ID, "details")
    items = details.find_elements(By.CSS_SELECTOR, "li.constraint")
    texts = [item.text for item in items]
    check("selecting the icon lists its constraints", len(items) >= 5, str(len(items)))
    broken = [text for text in texts if "icon.height == 61" in text]
    check("icon.height == 61 is shown broken", broken and "broken" in broken[0], str(broken))

    # Pointing at a constraint highlights the other view it relates.
    title = first_view(driver, "title")
    title.click()
    relating = [item for item in driver.find_elements(By.CSS_SELECTOR, "#details li.constraint") if "title.left == icon.right" in item.text]
    check("title lists title.left == icon.right + 16", bool(relating))
    if relating:
        ActionChains(driver).move_to_element(relating[0]).perform()
        others = {node.get_attribute("data-view") for node in driver.find_elements(By.CSS_SELECTOR, ".view.other")}
        check("pointing at it highlights the icon", others == {"icon"}, str(others))

    # Selecting a conflict highlights its members.
    problems = driver.find_elements(By.CSS_SELECTOR, "#problems li.problem[data-conflict]")
    check("every conflict is listed", len(problems) == sum(len(row["conflicts"]) for row in explained["rows"]), str(len(problems)))
    problems[0].click()
    members = {node.get_attribute("data-view") for node in driver.find_elements(By.CSS_SELECTOR, ".view.member")}
    check("selecting the conflict highlights its members", members == {"icon", "contentView"}, str(members))
    shown = driver.find_element(By.ID, "details").text
    first = explained["rows"][0]["conflicts"][0]
    check("the conflict's arithmetic and first way out are shown",
          first["arithmetic"]["sentence"] in shown and first["fixes"][0] in shown, shown[:300])

    # The search box finds views by name.
    search = driver.find_element(By.ID, "search")
    search.send_keys("t")
    expected = {"contentView", "title", "rate", "tag"}
    results = [button.get_attribute("data-view") for button in driver.find_elements(By.CSS_SELECTOR, "#search-results button")]
    matches = {node.get_attribute("data-view") for node in driver.find_elements(By.CSS_SELECTOR, ".view.match")}
    check("searching 't' finds contentView, title, rate and tag", set(results) == expected and matches == expected, f"{results} {matches}")
    search.send_keys(Keys.ENTER)
    selected = {node.get_attribute("data-view") for node in driver.find_elements(By.CSS_SELECTOR, ".view.selected")}
    check("Enter selects the first match", selected == {results[0]} if results else False, str(selected))
    search.clear()
    search.send_keys(Keys.BACKSPACE)

    # Toggles show layout margins and baselines.
    margins = driver.find_elements(By.CSS_SELECTOR, ".overlay.margins")
    check("margins are hidden at first", margins and not margins[0].is_displayed())
    driver.find_element(By.ID, "show-margins").click()
    check("the margins toggle shows them", margins[0].is_displayed())
    driver.find_element(By.ID, "show-baselines").click()
    baselines = [node for node in driver.find_elements(By.CSS_SELECTOR, ".overlay.baseline") if node.is_displayed()]
    check("the baselines toggle shows each label's baselines", len(baselines) >= 3, str(len(baselines)))
    driver.save_screenshot(os.path.join(folder, "conflict.png"))


def trait_page(driver, autocell, folder):
    page = os.path.join(folder, "traits.html")
    run(autocell, "inspect", "Fixtures/person-feed.yaml", "-o", page, "--widths", "320,414", "--appearances", "light,dark")
    open_page(driver, page)
    buttons = driver.find_elements(By.CSS_SELECTOR, "#variants button")
    labels = [button.text for button in buttons]
    check("one switch per trait combination", labels == ["320pt-light", "320pt-dark", "414pt-light", "414pt-dark"], str(labels))
    visible = [node.get_attribute("data-variant") for node in driver.find_elements(By.CSS_SELECTOR, ".variant") if node.is_displayed()]
    check("only the first variant shows at first", visible == ["0"], str(visible))
    buttons[3].click()
    visible = [node.get_attribute("data-variant") for node in driver.find_elements(By.CSS_SELECTOR, ".variant") if node.is_displayed()]
    check("the switcher switches to 414pt-dark", visible == ["3"], str(visible))
    stage = driver.find_element(By.CSS_SELECTOR, ".variant[data-variant='3'] .stage")
    check("that variant is 414 pt wide", stage.size["width"] == 414, str(stage.size))
    driver.find_element(By.ID, "side-by-side").click()
    visible = [node.get_attribute("data-variant") for node in driver.find_elements(By.CSS_SELECTOR, ".variant") if node.is_displayed()]
    check("side by side shows all four", visible == ["0", "1", "2", "3"], str(visible))
    check("the trait page opens without script errors", not errors(driver), str(errors(driver)))
    driver.save_screenshot(os.path.join(folder, "traits.png"))


def log_page(driver, autocell, folder):
    page = os.path.join(folder, "log.html")
    run(autocell, "inspect", "--log", "Fixtures/logs/masonry-keys.log", "-o", page)
    open_page(driver, page)
    problems = driver.find_elements(By.CSS_SELECTOR, "#problems li.problem[data-conflict]")
    check("a pasted log's conflict is listed", len(problems) >= 1, str(len(problems)))
    if problems:
        problems[0].click()
        members = driver.find_elements(By.CSS_SELECTOR, ".view.member")
        check("selecting it highlights its views", len(members) >= 1)
    check("the log page opens without script errors", not errors(driver), str(errors(driver)))
    driver.save_screenshot(os.path.join(folder, "log.png"))


def long_page(driver, autocell, folder):
    # A 1,000-row feed: person-feed's template, a thousand rows of varied text.
    with open(os.path.join(ROOT, "Fixtures/person-feed.yaml")) as source:
        text = source.read()
    head = text[: text.index("\nrows:")]
    lines = [head, "rows:"]
    for number in range(1000):
        summary = " ".join(["word"] * (number % 23 + 1))
        lines.append(f'  - {{template: person, key: p{number}, data: {{name: "Person {number}", summary: "{summary}", '
                     f'img: "{"images/lunch.png" if number % 3 else ""}", like: "{number}", hot: "{number * 7}", date: "2015-06-09"}}}}')
    feed = os.path.join(folder, "feed")
    os.makedirs(os.path.join(feed, "images"), exist_ok=True)
    fixture = os.path.join(feed, "feed.yaml")
    with open(fixture, "w") as out:
        out.write("\n".join(lines) + "\n")
    # The fixture's images beside it, as copies (a fixture's files must be inside its folder).
    for name in os.listdir(os.path.join(ROOT, "Fixtures", "images")):
        shutil.copyfile(os.path.join(ROOT, "Fixtures", "images", name), os.path.join(feed, "images", name))
    page = os.path.join(folder, "long.html")
    started = time.monotonic()
    run(autocell, "inspect", fixture, "-o", page)
    written = time.monotonic() - started
    # A plain headless screenshot (no waiting for the page's script) shows the first rows
    # (issue 49: it showed an empty table, the images decoded after the first paint).
    shot = os.path.join(folder, "plain.png")
    subprocess.run([os.environ.get("CHROMIUM", "/usr/bin/chromium"), "--headless", "--no-sandbox", "--disable-gpu",
                    "--window-size=1200,800", "--screenshot=" + shot, "file://" + page],
                   capture_output=True, timeout=120)
    dark = dark_pixels(shot, left=20, top=80, right=380, bottom=700) if os.path.exists(shot) else 0
    check("a plain headless screenshot of the 1,000-row page shows its first rows", dark > 2000, f"{dark} dark pixels")
    opened = open_page(driver, page)
    size = os.path.getsize(page)
    print(f"info 1,000-row page: {size / 1e6:.1f} MB, written in {written:.2f} s, opened in {opened:.2f} s")
    check("the 1,000-row page opens in under 10 s", opened < 10, f"{opened:.2f} s")
    rows = driver.execute_script("return document.querySelectorAll('.row').length")
    check("it has 1,000 rows", rows == 1000, str(rows))
    driver.execute_script("window.scrollTo(0, document.body.scrollHeight)")
    started = time.monotonic()
    last = first_view(driver, "name", row=999)
    check("the last row's views are built when scrolled to", last is not None)
    if last is not None:
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", last)
        ActionChains(driver).move_to_element(last).perform()
        hover = driver.find_element(By.ID, "hover").text
        responded = time.monotonic() - started
        check("hovering in the last row responds", "Person 999" in hover or "name" in hover, hover[:100])
        print(f"info scrolled to row 999 and hovered in {responded:.2f} s")
    check("the 1,000-row page has no script errors", not errors(driver), str(errors(driver)))


def diff_report(driver, autocell, folder):
    # A feed, and the same feed with a longer title and a changed constant: diff-dir's report
    # lists the changed views, and choosing one outlines it on both images.
    feed = os.path.join(folder, "structural")
    for name in ("refs", "actual"):
        os.makedirs(os.path.join(feed, name), exist_ok=True)
    with open(os.path.join(ROOT, "Fixtures/readme-feed.yaml")) as source:
        original = source.read()
    changed = original.replace('"V:|-[name]-4-[text]-|"', '"V:|-[name]-12-[text]-|"')
    with open(os.path.join(feed, "before.yaml"), "w") as out:
        out.write(original)
    with open(os.path.join(feed, "after.yaml"), "w") as out:
        out.write(changed)
    for name in os.listdir(os.path.join(ROOT, "Fixtures", "images")):
        os.makedirs(os.path.join(feed, "images"), exist_ok=True)
        shutil.copyfile(os.path.join(ROOT, "Fixtures", "images", name), os.path.join(feed, "images", name))
    run(autocell, "render", os.path.join(feed, "before.yaml"), "-o", os.path.join(feed, "refs", "feed.png"))
    run(autocell, "render", os.path.join(feed, "after.yaml"), "-o", os.path.join(feed, "actual", "feed.png"))
    report = os.path.join(feed, "report")
    subprocess.run([autocell, "diff-dir", os.path.join(feed, "refs"), os.path.join(feed, "actual"), "-o", report], capture_output=True, cwd=ROOT)
    check("the fixture change is one the report can show", changed != original)
    driver.get("file://" + os.path.join(report, "index.html"))
    time.sleep(0.3)
    buttons = driver.find_elements(By.CSS_SELECTOR, "button.layout-change")
    check("the report lists the changed views", len(buttons) >= 2, str(len(buttons)))
    moved = [button for button in buttons if button.get_attribute("data-view") == "text" and "because text.top == name.bottom + 12 (its constant was 4)" in button.text]
    check("one says the text moved because of the changed constant", bool(moved), str([button.text for button in buttons][:4]))
    if moved:
        moved[0].click()
        outlines = driver.find_elements(By.CSS_SELECTOR, ".outline")
        check("choosing it outlines the text on both images", [outline.get_attribute("data-view") for outline in outlines] == ["text", "text"],
              str([outline.get_attribute("data-view") for outline in outlines]))
        if len(outlines) == 2:
            reference = driver.find_element(By.CSS_SELECTOR, "figure[data-role=reference] img").rect
            actual = driver.find_element(By.CSS_SELECTOR, "figure[data-role=actual] img").rect
            inside = all(image["x"] <= box.rect["x"] and box.rect["x"] + box.rect["width"] <= image["x"] + image["width"] + 1
                         and image["y"] <= box.rect["y"] and box.rect["y"] + box.rect["height"] <= image["y"] + image["height"] + 1
                         for image, box in zip((reference, actual), outlines))
            check("each outline lies on its image, the actual one lower", inside and outlines[1].rect["y"] - actual["y"] > outlines[0].rect["y"] - reference["y"],
                  f"{reference} {actual} {[outline.rect for outline in outlines]}")
    check("the report has no script errors", not errors(driver), str(errors(driver)))
    driver.save_screenshot(os.path.join(folder, "diff-report.png"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--autocell", default=os.path.join(ROOT, ".build/release/autocell"))
    parser.add_argument("--keep", help="write the pages and screenshots here")
    arguments = parser.parse_args()
    autocell = os.path.abspath(arguments.autocell)
    folder = arguments.keep or tempfile.mkdtemp(prefix="autocell-browser-")
    os.makedirs(folder, exist_ok=True)
    folder = os.path.abspath(folder)
    driver = browser()
    try:
        conflict_page(driver, autocell, folder)
        trait_page(driver, autocell, folder)
        log_page(driver, autocell, folder)
        diff_report(driver, autocell, folder)
        long_page(driver, autocell, folder)
    finally:
        driver.quit()
    print(f"browser: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
