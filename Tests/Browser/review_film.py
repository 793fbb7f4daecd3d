"""A review page's phone film read by its own reading of the format, not the page's player: the
error bytes inflated, their runs expanded (PhoneFilm, ZeroRunWriter), the patches replayed.
Used by review_browser.py (the canvas shows these pixels) and Benchmarks/same-films.py (two
pages show the same pixels)."""
import base64
import zlib


def expand_runs(runs, size):
    """The error bytes from their runs: LEB128 zeros to skip, LEB128 count, that many bytes."""
    out, i, at = bytearray(size), 0, 0

    def count():
        nonlocal i
        value, shift = 0, 0
        while True:
            byte = runs[i]
            i += 1
            value |= (byte & 127) << shift
            shift += 7
            if byte < 128:
                return value
    while i < len(runs):
        at += count()
        length = count()
        out[at:at + length] = runs[i:i + length]
        i += length
        at += length
    if at != size:
        raise ValueError("the runs expand to %d bytes, not %d" % (at, size))
    return bytes(out)


def error_bytes(film, raw=False):
    """The film's error bytes; `raw`: the page was written before runs, and holds them as they are."""
    inflated = zlib.decompress(base64.b64decode(film["pixels"]))
    return inflated if raw else expand_runs(inflated, film["size"])


def frames(film, last=None, raw=False):
    """Each frame's palette indices, in order, up to frame `last` (all when None)."""
    width, height = film["width"], film["height"]
    pixels = error_bytes(film, raw)
    screen = bytearray(width * height)
    patches = film["patches"]
    offset, next_patch = 0, 0
    for frame in range(film["frames"] if last is None else last + 1):
        while next_patch < len(patches) and patches[next_patch][0] == frame:
            _, x, y, w, h, shift = patches[next_patch]
            before = bytes(screen)
            zeros = bytes(w)
            for row in range(y, y + h):
                source = row + shift if 0 <= row + shift < height else row
                predicted = before[source * width + x:source * width + x + w]
                error = pixels[offset:offset + w]
                # A row's XOR through Python's big integers: the same bytes, without a loop a pixel.
                if error != zeros:
                    predicted = (int.from_bytes(predicted, "big") ^ int.from_bytes(error, "big")).to_bytes(w, "big")
                screen[row * width + x:row * width + x + w] = predicted
                offset += w
            next_patch += 1
        yield bytes(screen)
