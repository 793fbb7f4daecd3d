#!/usr/bin/env bash
# The three speed targets of issue 21, measured as whole processes on a release build (needs
# python3 and taskset). On a shared machine other processes show up as time here: say so next to
# any figure taken that way (`uptime` is printed first), or run it as root under `chrt -f 1`.
#   run    `refreshsim run` end to end: (72,001 − 121 frames) / (t(run-600s) − t(run-1s)) ≥ 5 M frames/s
#   plot   `refreshsim plot` of a 6 s scenario within 1.5× of its floor: process start
#          (`refreshsim --version`) + drawing + PNG encoding, the last two as the plot processes
#          themselves paid them (`plot --timings`, taken from the same runs)
#   sweep  10,000 cells of wkwebview-bad (6 s at 60 Hz), map and CSV written, on two cores ≥ 15,000 cells/s
# BASELINE=path/to/an/older/refreshsim (Benchmarks/build-baseline.sh builds the tree the issue took
# its "today" figures from) runs that binary alternately with this one, so each figure comes with
# what the older binary did at the same moment.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product refreshsim >/dev/null
bin="$(swift build -c release --show-bin-path)/refreshsim"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
runs="${RUNS:-20}"
baseline="${BASELINE:-}"
uptime

# Each set of commands alternates, so a drift in the machine's speed (tens of percent within
# minutes on a shared host) falls on every side of a comparison instead of on one.
python3 - "$bin" "$out" "$runs" "$baseline" <<'PY'
import json, re, statistics, subprocess, sys, time
bin, out, runs, baseline = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
binaries = {"this": bin} | ({"baseline": baseline} if baseline else {})
def timed(command, **options):
    start = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.DEVNULL, check=True, **options)
    return time.perf_counter() - start, done
times = {}
for round in range(3 + runs):
    for name, binary in binaries.items():
        for scenario in ["run-600s", "run-1s"]:
            elapsed, _ = timed([binary, "run", f"Benchmarks/{scenario}.json"])
            if round >= 3: times.setdefault((name, scenario), []).append(elapsed)
    elapsed, _ = timed([bin, "--version"])
    if round >= 3: times.setdefault("version", []).append(elapsed)
    elapsed, done = timed([bin, "plot", "Scenarios/cj-header.json", "-o", f"{out}/chart.png", "--timings"],
                          stderr=subprocess.PIPE, text=True)
    draw, encode = map(float, re.search(r"draw ([\d.]+) ms, encode ([\d.]+) ms", done.stderr).groups())
    if round >= 3:
        times.setdefault("plot", []).append(elapsed)
        times.setdefault("draw", []).append(draw / 1000)
        times.setdefault("encode", []).append(encode / 1000)
median = {key: statistics.median(values) for key, values in times.items()}
json.dump({"run": {name: [median[(name, "run-600s")], median[(name, "run-1s")]] for name in binaries},
           "plot": [median[key] for key in ["plot", "version", "draw", "encode"]]}, open(f"{out}/medians.json", "w"))
PY
"$bin" bench --plot Scenarios/cj-header.json --repeat "$runs" > "$out/parts.txt"
# The sweep on two cores, this binary and the baseline alternately as well.
python3 - "$bin" "$out" "${SWEEP_RUNS:-5}" "$baseline" <<'PY'
import json, statistics, subprocess, sys, time
bin, out, runs, baseline = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
binaries = {"this": bin} | ({"baseline": baseline} if baseline else {})
sweep = ["sweep", "Scenarios/wkwebview-bad.json", "--vary", "loader.commitAfter=0.01...1:0.01",
         "--vary", "gestures[0].distance=4...400:4"]
times = {name: [] for name in binaries}
for round in range(1 + runs):
    for name, binary in binaries.items():
        start = time.perf_counter()
        subprocess.run(["taskset", "-c", "0,1", binary, *sweep, "-o", f"{out}/map-{name}.png", "--csv", f"{out}/cells-{name}.csv"],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        if round >= 1: times[name].append(time.perf_counter() - start)
json.dump({name: [statistics.median(values), min(values)] for name, values in times.items()}, open(f"{out}/sweep.json", "w"))
PY

python3 - "$out" <<'PY'
import json, re, sys
out = sys.argv[1]
medians = json.load(open(f"{out}/medians.json"))
frames = 72001 - 121
for name, (m600, m1) in medians["run"].items():
    label = "run:  " if name == "this" else "       baseline"
    print(f"{label} 600 s {m600*1000:.1f} ms − 1 s {m1*1000:.1f} ms (medians, alternated) → {frames/(m600-m1)/1e6:.2f} M frames/s"
          + (" (target ≥ 5)" if name == "this" else ""))
plot, version, draw, encode = medians["plot"]
floor = version + draw + encode
print(f"plot:  {plot*1000:.1f} ms; floor = start {version*1000:.1f} + draw {draw*1000:.1f} + encode {encode*1000:.1f} = {floor*1000:.1f} ms → {plot/floor:.2f}× (target ≤ 1.5)")
# For comparison, the drawing and encoding of a process that has drawn the chart before (the best
# of `bench --plot`'s repeats: fonts found, glyphs rasterised, memory touched): no one-shot
# process draws that fast.
parts = open(f"{out}/parts.txt").read()
def best(name):
    return float(re.search(name + r"\s+([\d.]+) ms \(first", parts).group(1)) / 1000
warm = version + best("draw") + best("encode")
print(f"       against a warm process's draw {best('draw')*1000:.1f} and encode {best('encode')*1000:.1f} instead: {warm*1000:.1f} ms → {plot/warm:.2f}×")
for name, (median, best) in json.load(open(f"{out}/sweep.json")).items():
    label = "sweep:" if name == "this" else "       baseline"
    print(f"{label} 10,000 cells in {median:.2f} s (median; best {best:.2f} s) on two cores → {10000/median:,.0f} cells/s"
          + (" (target ≥ 15,000)" if name == "this" else ""))
PY
