#!/usr/bin/env python3
"""Every phone frame of two review pages, compared pixel for pixel.

    Benchmarks/same-films.py [--old-raw] OLD_PAGE_DIR NEW_PAGE_DIR

Each run's films are rebuilt frame by frame from their patches by Tests/Browser/review_film.py
(its own reading of the format, not the page's player); `--old-raw`: the old page was written
before the error bytes went as runs. The rest of each run's media (chart, axis) is compared as
decoded JSON. Prints every difference and a count; exits 1 on a difference.
"""
import glob
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Browser"))
import review_film  # noqa: E402


def media(path):
    text = open(path, encoding="utf-8").read()
    return json.loads(text[text.index(",") + 1:text.rindex(")")])


def shape(film):
    return (film["width"], film["height"], film["fps"], film["frames"])


def main(old_dir, new_dir, old_raw):
    films = frame_count = 0
    differences = []
    names = lambda d: sorted(os.path.basename(p) for p in glob.glob(os.path.join(d, "assets", "*.js")))
    if names(old_dir) != names(new_dir):
        differences.append("different assets: %s" % sorted(set(names(old_dir)) ^ set(names(new_dir))))
    for name in sorted(set(names(old_dir)) & set(names(new_dir))):
        old, new = media(os.path.join(old_dir, "assets", name)), media(os.path.join(new_dir, "assets", name))
        if {k: v for k, v in old.items() if k != "phones"} != {k: v for k, v in new.items() if k != "phones"}:
            differences.append("%s: chart or axis differ" % name)
        if len(old["phones"]) != len(new["phones"]):
            differences.append("%s: %d phones, now %d" % (name, len(old["phones"]), len(new["phones"])))
            continue
        for number, (a, b) in enumerate(zip(old["phones"], new["phones"])):
            if "unavailable" in a or "unavailable" in b:
                if a != b:
                    differences.append("%s phone %d: unavailable in one" % (name, number))
                continue
            if shape(a) != shape(b):
                differences.append("%s phone %d: shape %s, now %s" % (name, number, shape(a), shape(b)))
                continue
            films += 1
            for frame, (x, y) in enumerate(zip(review_film.frames(a, raw=old_raw), review_film.frames(b))):
                frame_count += 1
                if x != y:
                    differing = sum(1 for p, q in zip(x, y) if p != q)
                    differences.append("%s phone %d frame %d: %d pixels differ" % (name, number, frame, differing))
    for line in differences[:50]:
        print(line)
    print("%d films, %d frames compared; %d differences" % (films, frame_count, len(differences)))
    return 1 if differences else 0


if __name__ == "__main__":
    arguments = [a for a in sys.argv[1:] if a != "--old-raw"]
    sys.exit(main(arguments[0], arguments[1], "--old-raw" in sys.argv[1:]))
