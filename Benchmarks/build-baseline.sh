#!/usr/bin/env bash
# Builds refreshsim at an older commit, for `BASELINE=… Benchmarks/targets.sh`, and prints the
# binary's path. On a shared host wall time drifts by tens of percent within minutes; the old
# binary, run alternately with the new one, says how fast the host is at that moment.
#   COMMIT  default 8e236e4: the tree issue 21 took its "today" figures from (run 3.2–3.4 M
#           frames/s, sweeps ≈ 17,000 cells/s).
set -euo pipefail
cd "$(dirname "$0")/.."
commit="${1:-8e236e4}"
tree=".build-baseline/$commit"
if [ ! -d "$tree" ]; then
  git worktree add --detach "$tree" "$commit" >&2
fi
(cd "$tree" && swift build -c release --product refreshsim >&2)
echo "$(cd "$tree" && swift build -c release --show-bin-path)/refreshsim"
