#!/usr/bin/env python3
"""Drives Debian's chromium through selenium over a `refreshsim review` page opened from file://.

Usage: review_browser.py PAGE SWEEP_PAGE HOSTILE_PAGE CHECK_PAGE ARTIFACTS_DIR
  PAGE          index.html of a folder review of several scenarios, a NAME-bad/NAME-good pair among them
  SWEEP_PAGE    index.html of a folder review holding a sweep
  HOSTILE_PAGE  index.html of a --single-file review whose scenario text holds markup and quotes
  CHECK_PAGE    index.html of `check --baseline … --review`, whose first scenario fails against its baseline
Exit status: 0 every check passed, 1 a check failed, 77 no browser (chromium, chromedriver or
selenium missing, or chromium cannot start): the caller reports the skip.
"""
import base64
import hashlib
import json
import math
import re
import os
import shutil
import sys
import time

import review_film

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError as error:
    print("SKIP: selenium is not installed (%s)" % error)
    sys.exit(77)

BROWSER = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
if not BROWSER or not DRIVER:
    print("SKIP: chromium (%s) or chromedriver (%s) is not installed" % (BROWSER, DRIVER))
    sys.exit(77)

failures = []


def check(condition, message):
    print(("ok   " if condition else "FAIL ") + message)
    if not condition:
        failures.append(message)


def start():
    options = Options()
    options.binary_location = BROWSER
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1400,1000", "--force-device-scale-factor=1", "--lang=en-US"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(DRIVER), options=options)


def ready(driver, view, timeout=60, poll=0.5):
    WebDriverWait(driver, timeout, poll_frequency=poll).until(
        lambda d: d.find_element(By.ID, "view").get_attribute("data-ready") == view)


def console_errors(driver):
    return [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def index_of(driver):
    return json.loads(driver.execute_script("return document.getElementById('review-index').textContent"))


def media_of(page, media_id):
    """A run's media as the page loads it: assets/<id>.js beside the page."""
    text = open(os.path.join(os.path.dirname(page), "assets", media_id + ".js"), encoding="utf-8").read()
    return json.loads(text[text.index(",") + 1:text.rindex(")")])


def frame_rgba(film, palette, frame):
    """Frame `frame` rebuilt from the film's patches by review_film.py's own reading of the format."""
    for screen in review_film.frames(film, last=frame):
        pass
    colours = [bytes([(c >> 16) & 255, (c >> 8) & 255, c & 255, 255]) for c in palette]
    return b"".join(colours[index] for index in screen)


def canvas_sha256(driver):
    return driver.execute_async_script("""
        var done = arguments[arguments.length - 1];
        var c = document.querySelector('canvas.phone');
        var d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        crypto.subtle.digest('SHA-256', d).then(function (h) {
          done(Array.from(new Uint8Array(h)).map(function (b) { return (b < 16 ? '0' : '') + b.toString(16); }).join(''));
        }, function (e) { done('failed: ' + e); });""")


def canvas_rgba(driver):
    encoded = driver.execute_script("""
        var c = document.querySelector('canvas.phone');
        var d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        var s = ''; for (var i = 0; i < d.length; i += 32768) s += String.fromCharCode.apply(null, d.subarray(i, i + 32768));
        return btoa(s);""")
    return base64.b64decode(encoded)


CONTRAST = """
function rgb(text) { var m = text.match(/[\\d.]+/g).map(Number); return { c: m.slice(0, 3), a: m.length > 3 ? m[3] : 1 }; }
function lum(c) { var v = c.map(function (x) { x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); });
  return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2]; }
function background(node) { for (; node && node.nodeType === 1; node = node.parentElement) {
  var b = rgb(getComputedStyle(node).backgroundColor); if (b.a > 0) return b.c; } return [255, 255, 255]; }
var worst = [];
document.querySelectorAll('#view *').forEach(function (node) {
  var own = Array.prototype.some.call(node.childNodes, function (c) { return c.nodeType === 3 && c.textContent.trim(); });
  if (!own || !node.getClientRects().length) return;
  var style = getComputedStyle(node), fg = lum(rgb(style.color).c), bg = lum(background(node));
  var ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
  var large = parseFloat(style.fontSize) >= 24 || (parseFloat(style.fontSize) >= 18.66 && Number(style.fontWeight) >= 700);
  if (ratio < (large ? 3 : 4.5)) worst.push(node.tagName + '.' + node.className + ' ' + ratio.toFixed(2) + ': ' + node.textContent.slice(0, 40));
});
return worst;
"""


def contrast_failures(driver):
    """Text in the view whose contrast with its background is under WCAG AA (4.5:1, 3:1 when large)."""
    return driver.execute_script(CONTRAST)


def shown_frame(driver):
    return int(driver.find_element(By.CSS_SELECTOR, "canvas.phone").get_attribute("data-frame"))


def fragment_time(driver):
    fragment = driver.execute_script("return location.hash")
    return float(dict(part.split("=", 1) for part in fragment[1:].split("&")).get("t", "nan"))


def main(page, sweep_page, hostile, check_page, artifacts):
    os.makedirs(artifacts, exist_ok=True)
    url = "file://" + os.path.abspath(page)
    try:
        driver = start()
    except Exception as error:  # Ubuntu's chromium is a snap stub that cannot start in a container.
        print("SKIP: chromium (%s) did not start: %s" % (BROWSER, str(error).splitlines()[0] if str(error) else error))
        return 77
    try:
        driver.get(url)
        ready(driver, "overview")
        index = index_of(driver)
        runs = [run for run in index["runs"] if not run.get("sweepCell")]
        rows = driver.find_elements(By.CSS_SELECTOR, "table.overview tbody tr")
        check(len(rows) == len(runs), "the overview lists every scenario (%d rows, %d runs)" % (len(rows), len(runs)))
        search = driver.find_element(By.ID, "q")
        search.send_keys(runs[0]["name"])
        rows = driver.find_elements(By.CSS_SELECTOR, "table.overview tbody tr")
        check(all(runs[0]["name"] in row.text for row in rows) and len(rows) >= 1, "search by name filters the rows")
        search.send_keys(Keys.CONTROL, "a")
        search.send_keys(Keys.DELETE)
        rows = driver.find_elements(By.CSS_SELECTOR, "table.overview tbody tr")
        check(len(rows) == len(runs), "clearing the search shows every row again")
        check("null" not in driver.find_element(By.ID, "view").text.split(), "no placeholder text leaks into the page")
        driver.save_screenshot(os.path.join(artifacts, "review-overview.png"))
        low = contrast_failures(driver)
        check(not low, "every text of the overview passes WCAG AA contrast %s" % low[:3])
        check(not console_errors(driver), "the overview logs no console errors")

        # A janky run with findings, opened at 0.
        run = next(r for r in runs if r["findings"])
        media = media_of(page, run["media"])
        film = media["phones"][0]
        driver.get(url + "#run=" + run["key"])
        ready(driver, "run")
        check(shown_frame(driver) == 0, "the scenario view opens at frame 0")

        # Scrub: drag on the chart to a time, and the phone shows that time's frame.
        axis = media["axis"]
        chart = driver.find_element(By.CSS_SELECTOR, "img.chart")
        target = min(run["duration"] * 0.6, axis["t1"])
        fraction = (axis["x0"] + (target - axis["t0"]) / (axis["t1"] - axis["t0"]) * (axis["x1"] - axis["x0"])) / axis["width"]
        width = chart.size["width"]
        ActionChains(driver).move_to_element_with_offset(chart, int(fraction * width - width / 2), 0) \
            .click_and_hold().move_by_offset(1, 0).move_by_offset(-1, 0).release().perform()
        scrubbed = fragment_time(driver)
        check(abs(scrubbed - target) < 2 * (axis["t1"] - axis["t0"]) / width + 0.01,
              "dragging on the chart moves the time to %.3f s (asked %.3f s)" % (scrubbed, target))
        expected = math.floor(scrubbed * film["fps"] + 1e-9)
        check(abs(shown_frame(driver) - expected) <= 1, "the phone shows the frame of the scrubbed time (%d, expected %d)"
              % (shown_frame(driver), expected))
        frame = shown_frame(driver)
        check(canvas_rgba(driver) == frame_rgba(film, index["palette"], frame),
              "the phone's pixels are frame %d as the film stores it" % frame)
        driver.save_screenshot(os.path.join(artifacts, "review-scenario.png"))
        low = contrast_failures(driver)
        check(not low, "every text of the scenario view passes WCAG AA contrast %s" % low[:3])
        unlabelled = driver.execute_script("""return Array.prototype.filter.call(document.querySelectorAll('#view button, #view select, #view input'),
            function (c) { return !(c.getAttribute('aria-label') || (c.id && document.querySelector('label[for="' + c.id + '"]')) || c.textContent.trim()); }).length""")
        check(unlabelled == 0, "every control of the scenario view has a label (%d without)" % unlabelled)
        images = driver.execute_script("return Array.prototype.filter.call(document.querySelectorAll('#view img, #view canvas'), function (i) { return !(i.alt || i.getAttribute('aria-label')); }).length")
        check(images == 0, "every picture has a text alternative (%d without)" % images)

        # A finding moves the cursor to its time.
        finding = run["findings"][-1]
        driver.find_element(By.CSS_SELECTOR, "button.finding[data-time='%s']" % json.dumps(finding["time"])).click()
        check(abs(fragment_time(driver) - finding["time"]) < 0.0011, "clicking finding %d moves the time to %.3f s"
              % (finding["number"], finding["time"]))
        cursor = float(driver.find_element(By.CSS_SELECTOR, ".cursor").value_of_css_property("left").rstrip("px"))
        box = driver.find_element(By.CSS_SELECTOR, ".chart-box").size["width"]
        want = (axis["x0"] + (finding["time"] - axis["t0"]) / (axis["t1"] - axis["t0"]) * (axis["x1"] - axis["x0"])) / axis["width"] * box
        check(abs(cursor - want) < 1.5, "the cursor stands at the finding on the chart (%.1f px, expected %.1f px)" % (cursor, want))
        check(shown_frame(driver) == math.floor(finding["time"] * film["fps"] + 1e-9), "the phone shows the finding's frame")

        # One frame numbering: the clock counts the simulation's frames, as the finding list and the
        # reports do (frame 253 at 4.217 s at 60 Hz, not the phone film's 30 a second).
        clock_frame = lambda: int(re.search(r"frame (\d+)", driver.find_element(By.CSS_SELECTOR, ".clock").text).group(1))
        check(clock_frame() == finding["frame"], "at finding %d the clock says frame %d, as the finding does (%d)"
              % (finding["number"], clock_frame(), finding["frame"]))
        check(("frame %d" % finding["frame"]) in driver.find_element(By.CSS_SELECTOR, "button.finding[data-time='%s']" % json.dumps(finding["time"])).text,
              "the finding list gives the finding's frame")

        # Keyboard: → and ← step one simulation frame.
        driver.find_element(By.TAG_NAME, "h2").click()
        start_frame = clock_frame()
        body = driver.find_element(By.TAG_NAME, "body")
        body.send_keys(Keys.ARROW_LEFT, Keys.ARROW_LEFT, Keys.ARROW_LEFT)
        body.send_keys(Keys.ARROW_RIGHT)
        check(clock_frame() == start_frame - 2, "← ← ← → steps back three frames and on one (%d → %d)"
              % (start_frame, clock_frame()))
        check(shown_frame(driver) == math.floor(fragment_time(driver) * film["fps"] + 1e-9), "the phone shows the film's frame at that time")
        frame = shown_frame(driver)
        check(canvas_rgba(driver) == frame_rgba(film, index["palette"], frame), "after stepping, the pixels are frame %d" % frame)

        # The fragment restores the view: a fresh load at a time.
        driver.get("about:blank")
        driver.get(url + "#run=" + run["key"] + "&t=1.5")
        ready(driver, "run")
        check(shown_frame(driver) == math.floor(1.5 * film["fps"] + 1e-9), "a link with #run=…&t=1.5 opens that frame")
        check("1.500 s" in driver.find_element(By.CSS_SELECTOR, ".clock").text, "and its clock reads 1.500 s")

        # Runs play frame-exact: a run's last frame (every patch replayed from the runs the page
        # expands) is the picture review_film.py rebuilds from the film on its own. Every 8th run
        # (0.35 s each under load: opening all would double this test); Benchmarks/same-films.py
        # compares every frame of every run between two pages.
        exact = []
        for other in runs[::8]:
            film = media_of(page, other["media"])["phones"][0]
            if "unavailable" in film:
                continue
            driver.execute_script("document.getElementById('view').removeAttribute('data-ready');"
                                  "location.hash = arguments[0]", "#run=%s&t=%r" % (other["key"], other["duration"]))
            ready(driver, "run", poll=0.01)
            shown = shown_frame(driver)
            for screen in review_film.frames(film, last=shown):
                pass
            colours = [bytes([(c >> 16) & 255, (c >> 8) & 255, c & 255, 255]) for c in index["palette"]]
            expected = hashlib.sha256(b"".join(colours[i] for i in screen)).hexdigest()
            if shown != film["frames"] - 1 or canvas_sha256(driver) != expected:
                exact.append("%s (frame %d of %d)" % (other["name"], shown, film["frames"]))
        check(not exact, "each of %d runs' last frame is the film's, pixel for pixel %s" % (len(runs[::8]), exact[:5]))
        check(not console_errors(driver), "playing every run logs no console errors")

        # Compare: two phones on one clock.
        pair = index["compares"][0] if index["compares"] else None
        if pair:
            driver.get(url + "#compare=%s&with=%s&t=0.5" % (pair["first"], pair["second"]))
            ready(driver, "compare")
            frames = [int(c.get_attribute("data-frame")) for c in driver.find_elements(By.CSS_SELECTOR, "canvas.phone")]
            check(frames == [15, 15], "compare shows both phones at 0.5 s (frames %s)" % frames)
            check(len(driver.find_elements(By.CSS_SELECTOR, "ul.differences li")) >= 1, "compare lists the differences in events")

        # A sweep: a boundary cell's click opens its run.
        url = "file://" + os.path.abspath(sweep_page)
        driver.get(url)
        ready(driver, "overview")
        sweep = index_of(driver)["sweeps"][0]
        cell = int(sorted(sweep["runs"].keys(), key=int)[0])
        driver.get(url + "#sweep=" + sweep["key"])
        ready(driver, "sweep")
        canvas = driver.find_element(By.CSS_SELECTOR, "canvas.sweep-map")
        spot = driver.execute_script("return arguments[0].dataset", canvas)
        strides = [1] * len(sweep["axes"])
        for a in range(len(sweep["axes"]) - 2, -1, -1):
            strides[a] = strides[a + 1] * len(sweep["axes"][a + 1]["values"])
        x = (cell // strides[0]) % len(sweep["axes"][0]["values"])
        y = (cell // strides[1]) % len(sweep["axes"][1]["values"]) if len(sweep["axes"]) > 1 else 0
        size, left, top, ny = (float(spot[k]) for k in ("size", "left", "top", "ny"))
        px = left + (x + 0.5) * size
        py = top + (ny - 1 - y + 0.5) * size
        ActionChains(driver).move_to_element_with_offset(canvas, int(px - canvas.size["width"] / 2),
                                                         int(py - canvas.size["height"] / 2)).click().perform()
        details = driver.find_element(By.CSS_SELECTOR, ".cell-details")
        check(details.get_attribute("data-cell") == str(cell), "clicking cell %d shows that cell (%s)" % (cell, details.get_attribute("data-cell")))
        command = driver.find_element(By.CSS_SELECTOR, "pre.command").text
        values = [sweep["axes"][a]["labels"][(cell // strides[a]) % len(sweep["axes"][a]["values"])] for a in range(len(sweep["axes"]))]
        check(all(v in command for v in values), "the command reproduces the cell's values %s" % values)
        document = json.loads(driver.execute_script("return document.querySelector('pre.json').textContent"))
        def value_at(node, path):
            for component in path:
                node = node[component]
            return node
        check(all(value_at(document, sweep["axes"][a]["path"]) == sweep["axes"][a]["values"][(cell // strides[a]) % len(sweep["axes"][a]["values"])]
                  for a in range(len(sweep["axes"]))), "the cell's scenario JSON holds the cell's values")
        driver.find_element(By.CSS_SELECTOR, "a.open-run").click()
        ready(driver, "run")
        opened = driver.find_element(By.TAG_NAME, "h2").text
        check(opened.startswith("%s cell %d" % (sweep["name"], cell)), "the cell's run opens (%s)" % opened)
        check(not console_errors(driver), "no console errors in the scenario, compare and sweep views")

        # Every other sweep: a cell whose varied fields' parent objects are absent from the file
        # (analysis, device) opens with its details, its command and its scenario JSON.
        for other in index_of(driver)["sweeps"][1:]:
            for cell in (0, len(other["axes"][0]["values"]) * len(other["axes"][1]["values"]) - 1):
                driver.get(url + "#sweep=" + other["key"] + "&cell=" + str(cell))
                ready(driver, "sweep")
                details = driver.find_elements(By.CSS_SELECTOR, ".cell-details")
                check(details and details[0].get_attribute("data-cell") == str(cell), "sweep %s: cell %d shows its details" % (other["key"], cell))
                check(driver.find_elements(By.CSS_SELECTOR, "pre.command"), "sweep %s: cell %d shows its command" % (other["key"], cell))
                document = json.loads(driver.execute_script("return document.querySelector('pre.json').textContent"))
                check(all(value_at(document, a["path"]) in a["values"] for a in other["axes"]), "sweep %s: the cell's JSON holds its values" % other["key"])
            check(not console_errors(driver), "no console errors in sweep %s" % other["key"])

        # Text from a scenario stays text.
        driver.get("file://" + os.path.abspath(hostile))
        ready(driver, "overview")
        hostile_index = index_of(driver)
        evil = hostile_index["runs"][0]
        driver.get("file://" + os.path.abspath(hostile) + "#run=" + evil["key"])
        ready(driver, "run")
        shown = driver.find_element(By.CSS_SELECTOR, "p.description").text
        check(shown == evil["description"], "a description with markup is shown as the text it is")
        check(driver.execute_script("return window.pwned === undefined"), "a <script> in a description never runs")
        check(not driver.find_elements(By.CSS_SELECTOR, "#view b"), "markup in a description makes no element")
        check(not console_errors(driver), "the hostile page logs no console errors")

        # check --review: the failure first, with its baseline beside this run's chart.
        driver.get("file://" + os.path.abspath(check_page))
        ready(driver, "overview")
        first = driver.find_element(By.CSS_SELECTOR, "table.overview tbody tr")
        check("FAIL" in first.text, "a check's page lists the failure first (%s)" % first.text.split("\n")[0])
        first.find_element(By.TAG_NAME, "a").click()
        ready(driver, "run")
        baseline = driver.find_element(By.CSS_SELECTOR, ".baseline img")
        check(driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", baseline),
              "the stored baseline chart is shown beside this run's")
        check("events: moved" in driver.find_element(By.ID, "view").text, "the event differences are listed")
        driver.execute_script("document.getElementById('baseline-title').scrollIntoView()")
        driver.save_screenshot(os.path.join(artifacts, "check-review.png"))
        check(not console_errors(driver), "the check's page logs no console errors")
    finally:
        driver.quit()
    print("%d checks failed" % len(failures) if failures else "all browser checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) != 6:
        print(__doc__)
        sys.exit(2)
    sys.exit(main(*sys.argv[1:]))
