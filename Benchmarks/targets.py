"""Measures issue 39's targets for Benchmarks/targets.sh (which builds the binaries): this
binary and a baseline, alternately, with each target's figure, the baseline's and PASS/FAIL.

    python3 Benchmarks/targets.py THIS BASELINE SCRATCH_DIR ROUNDS [README]
"""
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

this, baseline, out, rounds, readme = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5:6] == ["1"]
binaries = {"this": this, "baseline": baseline}
frames = 72001 - 121
sweep_args = ["sweep", "Scenarios/wkwebview-bad.json", "--vary", "loader.commitAfter=0.01...1:0.01",
              "--vary", "gestures[0].distance=4...400:4"]


def timed(command, **options):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True, **options)
    return time.perf_counter() - start


def measured(command):
    """Wall time, CPU time (user + system) and peak resident memory (bytes) of one process."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if status != 0:
        raise SystemExit(f"failed ({status}): {' '.join(command)}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024


def alternate(count, commands):
    """Runs each named command once a round, `count` rounds after one to warm up; the medians."""
    times = {name: [] for name in commands}
    for round in range(count + 1):
        for name, command in commands.items():
            elapsed = timed(command)
            if round > 0:
                times[name].append(elapsed)
    return {name: statistics.median(values) for name, values in times.items()}


def instructions(binary, arguments):
    """Instructions counted by callgrind; the binary's debug information set aside, which this
    valgrind cannot read."""
    if not shutil.which("valgrind"):
        return None
    stripped = os.path.join(out, "stripped-" + os.path.basename(os.path.dirname(binary)) + str(abs(hash(binary))))
    if not os.path.exists(stripped):
        subprocess.run(["objcopy", "--strip-debug", binary, stripped], check=True)
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", stripped, *arguments],
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=True)
    return int(re.search(r"refs:\s+([\d,]+)", done.stderr).group(1).replace(",", ""))


figures = {}

# run and start: alternated, the two scenarios and --version.
medians = alternate(rounds, {f"{name} {what}": [binary, *arguments] for name, binary in binaries.items()
                             for what, arguments in [("600", ["run", "Benchmarks/run-600s.json"]),
                                                     ("1", ["run", "Benchmarks/run-1s.json"]),
                                                     ("version", ["--version"])]})
for name, binary in binaries.items():
    figures[name] = {
        "run": frames / (medians[f"{name} 600"] - medians[f"{name} 1"]) / 1e6,
        "version": medians[f"{name} version"] * 1000,
        "run 1 s": medians[f"{name} 1"] * 1000,
    }
    counts = [instructions(binary, ["run", f"Benchmarks/run-{s}.json"]) for s in ["600s", "1s"]]
    figures[name]["per frame"] = (counts[0] - counts[1]) / frames if None not in counts else None
    figures[name]["version instructions"] = instructions(binary, ["--version"])
    figures[name]["run 600 peak"] = measured([binary, "run", "Benchmarks/run-600s.json"])[2]
    figures[name]["run 1 peak"] = measured([binary, "run", "Benchmarks/run-1s.json"])[2]

# plot against matplotlib drawing the same chart from this binary's CSV and report.
subprocess.run([this, "run", "Scenarios/cj-header.json", "--csv", f"{out}/t.csv", "--report", f"{out}/t.json"],
               stdout=subprocess.DEVNULL, check=True)
# matplotlib takes a second or so: it runs every third round, the two `plot`s every round.
times = {name: [] for name in ["matplotlib", *binaries]}
for round in range(rounds + 1):
    if round % 3 == 0:
        times["matplotlib"].append(
            timed([sys.executable, "Benchmarks/matplotlib_chart.py", f"{out}/t.csv", f"{out}/t.json", f"{out}/m.png"]))
    for name, binary in binaries.items():
        elapsed = timed([binary, "plot", "Scenarios/cj-header.json", "-o", f"{out}/{name}.png"])
        if round > 0:
            times[name].append(elapsed)
medians = {name: statistics.median(values) for name, values in times.items()}
for name, binary in binaries.items():
    figures[name]["plot"] = medians["matplotlib"] / medians[name]
    figures[name]["plot ms"] = medians[name] * 1000
    figures[name]["plot peak"] = measured([binary, "plot", "Scenarios/cj-header.json", "-o", f"{out}/{name}.png"])[2]
matplotlib_ms = medians["matplotlib"] * 1000

# sweep on two cores.
medians = alternate(max(3, rounds // 5), {
    name: ["taskset", "-c", "0,1", binary, *sweep_args, "-o", f"{out}/map-{name}.png", "--csv", f"{out}/cells-{name}.csv"]
    for name, binary in binaries.items()})
for name, binary in binaries.items():
    figures[name]["sweep"] = 10000 / medians[name]
    figures[name]["sweep peak"] = measured([binary, *sweep_args, "-o", f"{out}/map-{name}.png", "--csv", f"{out}/cells-{name}.csv"])[2]

# review of the bundled scenarios: once each, CPU and peak memory. Scenarios added since the
# baseline name kinds it does not know: the baseline reviews the ones it loads, and so does this
# binary a second time, for a like-for-like pair beside the target's figure.
bundled = sorted(f for f in os.listdir("Scenarios") if f.endswith(".json"))
common = f"{out}/common-scenarios"
shutil.rmtree(common, ignore_errors=True)
os.makedirs(common)
for file in bundled:
    loads = subprocess.run([baseline, "run", f"Scenarios/{file}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if loads.returncode == 0:
        shutil.copy(f"Scenarios/{file}", common)
common_count = len(os.listdir(common))
for name, binary, folder in [("this", this, "Scenarios/"), ("this", this, common), ("baseline", baseline, common)]:
    key = "review" if folder == "Scenarios/" else "review common"
    shutil.rmtree(f"{out}/review-{name}", ignore_errors=True)
    wall, cpu, peak = measured([binary, "review", folder, "-o", f"{out}/review-{name}"])
    figures[name].update({f"{key} cpu": cpu, f"{key} peak": peak, f"{key} wall": wall})
figures["baseline"].update({"review cpu": figures["baseline"]["review common cpu"], "review peak": figures["baseline"]["review common peak"]})

# animate wkwebview-bad.
medians = alternate(max(3, rounds // 3), {
    name: [binary, "animate", "Scenarios/wkwebview-bad.json", "-o", f"{out}/{name}.gif"] for name, binary in binaries.items()})
for name, binary in binaries.items():
    figures[name]["animate"] = medians[name]
    figures[name]["gif"] = os.path.getsize(f"{out}/{name}.gif")
    subprocess.run([binary, "animate", "Scenarios/wkwebview-bad.json", "-o", f"{out}/{name}-again.gif"],
                   stdout=subprocess.DEVNULL, check=True)
    figures[name]["gif same"] = open(f"{out}/{name}.gif", "rb").read() == open(f"{out}/{name}-again.gif", "rb").read()

mib = 1 << 20
t, b = figures["this"], figures["baseline"]
rows = [
    ("run end to end", f"{t['run']:.2f} M frames/s", f"{b['run']:.2f} M", "≥ 10 M frames/s", t["run"] >= 10),
    ("run instructions a frame", f"{t['per frame']:,.0f}" if t["per frame"] else "no valgrind",
     f"{b['per frame']:,.0f}" if b["per frame"] else "", "≤ 600", t["per frame"] is not None and t["per frame"] <= 600),
    ("run memory: 600 s − 1 s", f"{(t['run 600 peak'] - t['run 1 peak']) / mib:+.1f} MiB ({t['run 600 peak'] / mib:.1f} MiB)",
     f"{(b['run 600 peak'] - b['run 1 peak']) / mib:+.1f} MiB", "≤ +1 MiB", t["run 600 peak"] - t["run 1 peak"] <= mib),
    ("start: --version", f"{t['version']:.1f} ms ({t['version instructions'] / 1e6:.1f} M instructions)" if t["version instructions"] else f"{t['version']:.1f} ms",
     f"{b['version']:.1f} ms" + (f" ({b['version instructions'] / 1e6:.1f} M)" if b["version instructions"] else ""), "≤ 6 ms", t["version"] <= 6),
    ("start: run of 1 s", f"{t['run 1 s']:.1f} ms", f"{b['run 1 s']:.1f} ms", "≤ 6 ms", t["run 1 s"] <= 6),
    ("plot vs matplotlib", f"{t['plot']:.1f}× ({t['plot ms']:.0f} vs {matplotlib_ms:.0f} ms)", f"{b['plot']:.1f}×", "≥ 25×", t["plot"] >= 25),
    ("plot peak memory", f"{t['plot peak'] / mib:.1f} MiB", f"{b['plot peak'] / mib:.1f} MiB", "≤ 35 MiB", t["plot peak"] <= 35 * mib),
    ("sweep, 10,000 cells, 2 cores", f"{t['sweep']:,.0f} cells/s", f"{b['sweep']:,.0f}", "≥ 60,000 cells/s", t["sweep"] >= 60000),
    (f"review CPU, {len(bundled)} bundled", f"{t['review cpu']:.1f} s ({t['review wall']:.1f} s wall)", "", "≤ 6 s", t["review cpu"] <= 6),
    (f"review CPU, the {common_count} the baseline loads", f"{t['review common cpu']:.1f} s", f"{b['review cpu']:.1f} s", "", None),
    (f"review peak memory, {len(bundled)} bundled", f"{t['review peak'] / 1e6:.0f} MB", "", "≤ 150 MB", t["review peak"] <= 150e6),
    (f"review peak memory, the {common_count}", f"{t['review common peak'] / 1e6:.0f} MB", f"{b['review peak'] / 1e6:.0f} MB", "", None),
    ("animate wkwebview-bad", f"{t['animate']:.3f} s", f"{b['animate']:.3f} s", "≤ 0.15 s", t["animate"] <= 0.15),
    ("animate GIF size", f"{t['gif'] / 1000:.0f} KB ({t['gif'] / b['gif'] - 1:+.0%})", f"{b['gif'] / 1000:.0f} KB", "≤ −25 %",
     t["gif"] <= 0.75 * b["gif"]),
    ("animate same bytes twice", "yes" if t["gif same"] else "no", "yes" if b["gif same"] else "no", "yes", t["gif same"]),
]
widths = [max(len(row[i]) for row in rows) for i in range(4)]
print(f"{'target':<{widths[0]}}  {'this':<{widths[1]}}  {'baseline':<{widths[2]}}  {'wanted':<{widths[3]}}  met")
for row in rows:
    met = "" if row[4] is None else "PASS" if row[4] else "FAIL"
    print(f"{row[0]:<{widths[0]}}  {row[1]:<{widths[1]}}  {row[2]:<{widths[2]}}  {row[3]:<{widths[3]}}  {met}")
targets = [row for row in rows if row[4] is not None]
print(f"{sum(row[4] for row in targets)} of {len(targets)} met; baseline: {baseline}")

if readme:
    # The performance article's memory figures (README links it), as measured here.
    lines = [
        "| what | peak memory (this binary) | baseline |",
        "|---|---|---|",
        f"| `run Benchmarks/run-600s.json` | {t['run 600 peak'] / 1e6:.1f} MB | {b['run 600 peak'] / 1e6:.1f} MB |",
        f"| `run Benchmarks/run-1s.json` | {t['run 1 peak'] / 1e6:.1f} MB | {b['run 1 peak'] / 1e6:.1f} MB |",
        f"| `plot Scenarios/cj-header.json` | {t['plot peak'] / 1e6:.1f} MB | {b['plot peak'] / 1e6:.1f} MB |",
        f"| 10,000-cell sweep of `wkwebview-bad`, map and CSV | {t['sweep peak'] / 1e6:.1f} MB | {b['sweep peak'] / 1e6:.1f} MB |",
        f"| `review Scenarios/` | {t['review peak'] / 1e6:.1f} MB | {b['review peak'] / 1e6:.1f} MB (the {common_count} scenarios it loads; this binary {t['review common peak'] / 1e6:.1f} MB) |",
    ]
    article = "Sources/RefreshSimCLI/RefreshSimCLI.docc/Performance.md"
    text = open(article).read()
    start, end = "<!-- targets.sh memory -->", "<!-- /targets.sh memory -->"
    if start in text and end in text:
        before, rest = text.split(start, 1)
        _, after = rest.split(end, 1)
        open(article, "w").write(before + start + "\n" + "\n".join(lines) + "\n" + end + after)
        print(f"{article}: memory figures written")
    else:
        print(f"{article} has no targets.sh markers; figures not written", file=sys.stderr)
