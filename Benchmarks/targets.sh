#!/usr/bin/env bash
# The speed targets of issue 39, each measured against a baseline binary in the same run, as whole
# processes on a release build (scripts/release-build). Prints one line per target: its figure, the
# baseline's figure from the same run, the target, PASS or FAIL.
#   run      `refreshsim run` end to end: (72,001 − 121 frames) / (t(run-600s) − t(run-1s)) ≥ 10 M
#            frames/s; the same difference in instructions (callgrind, which load does not move)
#            ≤ 600 a frame; peak memory of run-600s no more than 1 MiB above run-1s's
#   start    `--version` and `run` of the 1 s scenario ≤ 6 ms each
#   plot     `plot` of cj-header ≥ 25× as fast as matplotlib drawing the same chart
#            (Benchmarks/matplotlib_chart.py, needs `pip install matplotlib`), peak ≤ 35 MiB
#   sweep    10,000 cells of wkwebview-bad on two cores (taskset), map and CSV written ≥ 60,000 cells/s
#   review   the bundled scenarios' review page: CPU ≤ 6 s, peak ≤ 150 MB
#   animate  wkwebview-bad to a GIF ≤ 0.15 s, ≥ 25 % smaller than the baseline's, the same bytes twice
# Commands are timed alternately, this binary and the baseline (a drift of a shared machine's speed,
# tens of percent within minutes, then falls on both sides), and medians are taken; `uptime` is
# printed first and last. Options (environment): BASELINE=path to a binary (default: 9608791 built
# by Benchmarks/build-baseline.sh), ROUNDS (default 15) for the quick commands; README=1 writes
# the memory figures into the Performance article the README links (between its `targets.sh`
# markers, Sources/RefreshSimCLI/RefreshSimCLI.docc/Performance.md).
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$(scripts/release-build 2>/dev/null)"
baseline="${BASELINE:-$(Benchmarks/build-baseline.sh 9608791 2>/dev/null)}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
uptime
python3 Benchmarks/targets.py "$bin" "$baseline" "$out" "${ROUNDS:-15}" "${README:-}"
uptime
