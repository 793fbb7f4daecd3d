"""The matplotlib baseline for `refreshsim plot`'s speed target (the article "Performance", RefreshSimCLI.docc).

Draws what a refreshsim chart draws -- offset with its range edges and finger-down spans, the
inset panel with the indicator's visible height, four lanes, event markers -- from the CSV and
report that `refreshsim run --csv --report` writes, and saves a PNG of the same size.

    refreshsim run Scenarios/cj-header.json --csv /tmp/t.csv --report /tmp/t.json
    hyperfine 'python3 Benchmarks/matplotlib_chart.py /tmp/t.csv /tmp/t.json /tmp/t.png'
"""
import csv
import json
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def main(csv_path, report_path, png_path):
    with open(csv_path) as f:
        rows = list(csv.DictReader(f))
    with open(report_path) as f:
        report = json.load(f)
    t = [float(r["time"]) for r in rows]
    col = lambda name: [float(r[name]) for r in rows]  # noqa: E731

    fig, (ax1, ax2, ax3) = plt.subplots(3, 1, figsize=(12, 9), dpi=100, sharex=True,
                                        gridspec_kw={"height_ratios": [3, 1.4, 1]})
    fig.suptitle(f"{report['name']}  ({report['verdict']})")
    ax1.plot(t, col("offset"), label="contentOffset.y")
    ax1.plot(t, col("minOffset"), "--", label="min offset")
    ax1.plot(t, col("maxOffset"), "--", label="max offset")
    down = [r["fingerDown"] == "1" for r in rows]
    ax1.fill_between(t, 0, 1, where=down, transform=ax1.get_xaxis_transform(), alpha=0.15, label="finger down")
    ax1.set_ylabel("contentOffset.y (pt)")
    ax1.legend(loc="upper right")
    ax2.plot(t, col("insetTop"), label="top inset")
    ax2.plot(t, col("insetBottom"), "--", label="bottom inset")
    ax2.fill_between(t, col("indicatorVisibleHeight"), alpha=0.3, label="indicator visible")
    ax2.set_ylabel("inset (pt)")
    ax2.legend(loc="upper right")
    for lane, name in enumerate(["fingerDown", "phase", "state", "loaderPhase"]):
        values = [r[name] for r in rows]
        start = 0
        for i in range(1, len(values) + 1):
            if i == len(values) or values[i] != values[start]:
                ax3.broken_barh([(t[start], t[min(i, len(t) - 1)] - t[start])], (lane - 0.4, 0.8),
                                color=f"C{hash(values[start]) % 10}")
                ax3.text(t[start], lane, values[start], va="center", fontsize=7)
                start = i
    ax3.set_yticks(range(4), ["finger", "phase", "state", "loader"])
    ax3.set_xlabel("time (s)")
    for event in report["events"]:
        for ax in (ax1, ax2, ax3):
            ax.axvline(event["time"], lw=0.5, ls=":", color="grey")
        ax1.annotate(event["name"], (event["time"], 1.0), xycoords=("data", "axes fraction"),
                     rotation=90, fontsize=6, va="bottom")
    for number, finding in enumerate(report["glitches"], 1):
        ax1.axvline(finding["time"], color="red")
        ax1.annotate(str(number), (finding["time"], 0.95), xycoords=("data", "axes fraction"), color="red")
    fig.savefig(png_path)


if __name__ == "__main__":
    main(*sys.argv[1:4])
