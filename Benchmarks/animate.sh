#!/usr/bin/env bash
# The animation targets (the article "Performance", RefreshSimCLI.docc): a 6 s scenario on a 390×844 pt screen at 30
# frames/s, alone and compared side by side, as processes; then peak memory and determinism.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$(scripts/release-build 2>/dev/null)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
hyperfine -N --warmup 1 --runs 10 \
  "$bin animate Benchmarks/wkwebview-bad-iphone.json -o $out/one.gif" \
  "$bin compare Benchmarks/wkwebview-bad-iphone.json Benchmarks/wkwebview-good-iphone.json -o $out/two.gif"
ls -l "$out"/one.gif "$out"/two.gif
for args in "animate Benchmarks/wkwebview-bad-iphone.json -o $out/one.gif" \
            "compare Benchmarks/wkwebview-bad-iphone.json Benchmarks/wkwebview-good-iphone.json -o $out/two.gif"; do
  /usr/bin/time -f "%M KB peak: $args" "$bin" $args >/dev/null
done
"$bin" animate Benchmarks/wkwebview-bad-iphone.json -o "$out/again.gif" >/dev/null
cmp "$out/one.gif" "$out/again.gif" && echo "same bytes on a second run"
