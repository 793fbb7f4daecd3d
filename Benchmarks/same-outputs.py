"""Compares two folders written by Benchmarks/outputs.sh: every file byte for byte, except GIFs,
which are compared frame by frame as the pixels a viewer shows (Pillow composes each frame over
the previous ones by its disposal method, so a frame whose unchanged pixels are transparent shows
the same picture as one that repeats them). Prints each difference; exits 1 if there is any.

    python3 Benchmarks/same-outputs.py BEFORE AFTER     (needs `pip install pillow` for GIFs)
"""
import os
import sys


def gif_frames(path):
    from PIL import Image, ImageSequence

    with Image.open(path) as image:
        for frame in ImageSequence.Iterator(image):
            yield frame.convert("RGB").tobytes(), frame.info.get("duration")


def same_gif(a, b):
    frames_a, frames_b = list(gif_frames(a)), list(gif_frames(b))
    if len(frames_a) != len(frames_b):
        return f"{len(frames_a)} frames against {len(frames_b)}"
    for index, (x, y) in enumerate(zip(frames_a, frames_b)):
        if x != y:
            return f"frame {index} differs"
    return None


def main(before, after):
    differences = 0
    gifs = [0, 0]
    names = set()
    for folder in (before, after):
        for root, _, files in os.walk(folder):
            names.update(os.path.relpath(os.path.join(root, f), folder) for f in files)
    for name in sorted(names):
        a, b = os.path.join(before, name), os.path.join(after, name)
        if not (os.path.exists(a) and os.path.exists(b)):
            print(f"only in one: {name}")
            differences += 1
            continue
        bytes_a, bytes_b = open(a, "rb").read(), open(b, "rb").read()
        if name.endswith(".gif"):
            problem = None if bytes_a == bytes_b else same_gif(a, b)
            gifs[0] += len(bytes_a)
            gifs[1] += len(bytes_b)
        else:
            # The folders' own paths, printed by commands that name what they wrote, aside.
            bytes_a = bytes_a.replace(os.path.abspath(before).encode(), b"OUT")
            bytes_b = bytes_b.replace(os.path.abspath(after).encode(), b"OUT")
            problem = None if bytes_a == bytes_b else "bytes differ"
        if problem:
            print(f"{name}: {problem}")
            differences += 1
    print(f"{len(names)} files compared, {differences} differ"
          + (f"; GIFs {gifs[0]:,} → {gifs[1]:,} bytes ({(gifs[1] - gifs[0]) / gifs[0]:+.1%})" if gifs[0] else ""))
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
