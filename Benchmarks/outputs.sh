#!/usr/bin/env bash
# Writes every bundled output of one refreshsim binary into a folder, so that two binaries' folders
# can be compared (Benchmarks/same-outputs.py): a speed change must leave every byte as it was.
#   Benchmarks/outputs.sh BINARY FOLDER [quick]
# Per bundled scenario: the run lines, `run --report -` and `--csv`, the chart; the README's
# comparisons as charts, GIFs and filmstrips, the overlay; the bundled sweeps' maps, CSV and
# report; `check`'s lines; a GIF per scenario with `animate`. `quick` leaves out the GIFs of every
# scenario (the comparisons' GIFs stay).
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$(realpath "$1")"
out="$2"
quick="${3:-}"
mkdir -p "$out"/{run,report,csv,chart,gif,compare,sweep}
for file in Scenarios/*.json; do
  name="$(basename "$file" .json)"
  "$bin" run "$file" > "$out/run/$name.txt" 2>&1 || echo "exit $?" >> "$out/run/$name.txt"
  "$bin" run "$file" --report - > "$out/report/$name.json" 2>/dev/null || true
  "$bin" run "$file" --csv "$out/csv/$name.csv" > /dev/null 2>&1 || true
  if [ -z "$quick" ]; then
    "$bin" animate "$file" -o "$out/gif/$name.gif" > /dev/null 2>&1 || true
  fi
done
"$bin" plot Scenarios/ -o "$out/chart/" > "$out/chart/plot.txt" 2>&1 || true
for pair in "wkwebview-bad wkwebview-good" "cj-footer-delay cj-footer-inset" \
            "mj-negative-trigger-percent mj-trigger-percent-default"; do
  set -- $pair
  "$bin" compare "Scenarios/$1.json" "Scenarios/$2.json" -o "$out/compare/$1-vs-$2.png" > /dev/null
done
for pair in "wkwebview-bad wkwebview-good" "cj-footer-delay cj-footer-inset"; do
  set -- $pair
  "$bin" compare "Scenarios/$1.json" "Scenarios/$2.json" -o "$out/compare/$1-vs-$2.gif" > /dev/null
  "$bin" filmstrip "Scenarios/$1.json" "Scenarios/$2.json" -o "$out/compare/$1-vs-$2-filmstrip.png" > /dev/null
done
"$bin" compare Scenarios/uirefreshcontrol.json Scenarios/uirefreshcontrol-120hz.json --overlay \
  -o "$out/compare/overlay.png" > /dev/null
"$bin" animate Benchmarks/wkwebview-bad-iphone.json -o "$out/compare/wkwebview-bad-iphone.gif" > /dev/null
for spec in Sweeps/*.json; do
  name="$(basename "$spec" .json)"
  "$bin" sweep --spec "$spec" -o "$out/sweep/$name.png" > "$out/sweep/$name.txt" 2>/dev/null
done
"$bin" sweep Scenarios/wkwebview-bad.json --vary loader.commitAfter=0.01...1:0.02 \
  --vary 'gestures[0].distance=4...400:8' -o "$out/sweep/grid.png" --csv "$out/sweep/grid.csv" \
  --report "$out/sweep/grid.json" > "$out/sweep/grid.txt" 2>&1
"$bin" check Scenarios/*.json > "$out/check.txt" 2>&1 || echo "exit $?" >> "$out/check.txt"
