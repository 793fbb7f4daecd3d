#!/usr/bin/env bash
# The sweep targets of issue 15: 10,000 cells of a 6 s, 60 Hz scenario (wkwebview-bad, 100 latencies
# × 100 pull lengths, map and CSV written) as a whole process, on one core and on two. Needs
# hyperfine (apt-get install hyperfine) and a release build. On a shared machine other processes
# on the same cores show up as time here: the figures in the article "Performance" were taken as root with
# `chrt -f 1 Benchmarks/sweep.sh`, which runs the sweeps ahead of ordinary processes (the
# kernel's real-time limit still leaves them 5% of each second).
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$(scripts/release-build 2>/dev/null)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
sweep="$bin sweep Scenarios/wkwebview-bad.json --vary loader.commitAfter=0.01...1:0.01 --vary gestures[0].distance=4...400:4 -o $out/map.png --csv $out/cells.csv"
hyperfine --warmup 1 --runs "${RUNS:-5}" --export-markdown "${EXPORT:-/dev/stdout}" \
  -n "one core" "taskset -c 0 $sweep" \
  -n "two cores" "taskset -c 0,1 $sweep"
