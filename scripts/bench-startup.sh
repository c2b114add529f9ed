#!/bin/sh
# The start-up guard: `adpreview render` must start within 2× of an empty Swift program (the
# floor), both built the same way: release, --static-swift-stdlib, a plain manifest.
#
# Builds the floor and adpreview, times `render` and `check --ad all` against the floor side by
# side in one hyperfine run, then the floor and `render` alone in ten more hyperfine runs (one
# run's ratio moves with the state the shared machine is in, so one run is not the whole
# story), prints the ratios and whether the side-by-side one is under the guard, and each
# command's peak memory. Exits 1 when `render` is over 2× the floor.
#
# Usage: scripts/bench-startup.sh [RUNS]      (from anywhere; RUNS a command, default 1000)
# Needs: swift, hyperfine; GNU time (/usr/bin/time) for the peak memory; valgrind to count
# the instructions of the floor and render (built dynamically, the guard 1.75×).
set -eu

runs=${1:-1000}
repeats=10
guard=2
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/adpreview-startup.XXXXXX")
trap 'rm -rf "$work"' EXIT

echo "== building adpreview (release, --static-swift-stdlib)"
(cd "$root" && swift build -c release --static-swift-stdlib --product adpreview)
built_adpreview=$(cd "$root" && swift build -c release --static-swift-stdlib --show-bin-path)/adpreview

echo "== building the floor: an empty Swift program, the same way"
mkdir -p "$work/floor/Sources/floor"
echo '// Nothing: what starting any Swift program costs.' >"$work/floor/Sources/floor/main.swift"
cat >"$work/floor/Package.swift" <<'EOF'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(name: "floor", targets: [.executableTarget(name: "floor")])
EOF
(cd "$work/floor" && swift build -c release --static-swift-stdlib)
built_floor=$(cd "$work/floor" && swift build -c release --static-swift-stdlib --show-bin-path)/floor

# Both binaries are timed as installed: copied as scripts/install.sh does, dropped from the
# page cache and read back once. A binary straight from the linker starts measurably slower
# than the same file read back (its pages reach the page cache in smaller pieces), and the
# two must not differ in that.
install_read_back() {
  install -m 755 "$1" "$work/$2"
  dd if="$work/$2" iflag=nocache count=0 2>/dev/null || true
  cat "$work/$2" >/dev/null
}
install_read_back "$built_floor" floor-installed
install_read_back "$built_adpreview" adpreview-installed
floor=$work/floor-installed
render="$work/adpreview-installed render --device iphone-x --size 100x40"
check="$work/adpreview-installed check --ad all"

echo "== machine"
echo "$(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //')"
uptime
swift --version 2>&1 | head -1

# mean NAME CSV: a command's mean time in ms from hyperfine's CSV export.
mean() {
  awk -F, -v name="$1" '$1 == name { printf "%.3f", $2 * 1000 }' "$2"
}
ratio() {
  awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'
}
under() {
  awk -v r="$1" -v g="$guard" 'BEGIN { exit !(r <= g) }'
}

echo "== side by side: the floor, render and check --ad all (hyperfine -N, $runs runs each)"
# check exits 1 because the catalog has findings at error level: -i keeps it in.
hyperfine -N -i --warmup 10 --runs "$runs" --export-csv "$work/side-by-side.csv" \
  -n floor "$floor" -n render "$render" -n check "$check"
floor_ms=$(mean floor "$work/side-by-side.csv")
render_ms=$(mean render "$work/side-by-side.csv")
check_ms=$(mean check "$work/side-by-side.csv")
side_by_side=$(ratio "$render_ms" "$floor_ms")

echo "== the floor and render alone, $repeats separate hyperfine -N runs of $runs runs each"
ratios=""
within=0
for _ in $(seq "$repeats"); do
  hyperfine -N --warmup 10 --runs "$runs" --style none --export-csv "$work/pair.csv" \
    -n floor "$floor" -n render "$render" >"$work/pair.log" 2>&1 || { cat "$work/pair.log"; exit 1; }
  r=$(ratio "$(mean render "$work/pair.csv")" "$(mean floor "$work/pair.csv")")
  ratios="$ratios $r"
  if under "$r"; then within=$((within + 1)); fi
done
echo "ratios:$ratios ($within of $repeats within ${guard}×)"

if [ -x /usr/bin/time ]; then
  echo "== peak memory (/usr/bin/time -f %M, the largest of 5 runs)"
  for name in floor render check; do
    case $name in
    floor) command=$floor ;;
    render) command=$render ;;
    check) command=$check ;;
    esac
    peak=0
    for _ in 1 2 3 4 5; do
      # shellcheck disable=SC2086 # the command and its arguments, split on purpose
      kb=$(/usr/bin/time -f %M $command 2>&1 >/dev/null | tail -1)
      if [ "$kb" -gt "$peak" ]; then peak=$kb; fi
    done
    echo "$name: $((peak / 1024)).$(((peak % 1024) * 10 / 1024)) MB"
  done
fi

# Instructions are counted, not timed: the same on a busy machine, so they catch what a
# noisy mean hides. Both are built the default (dynamic) way for this, and run with an empty
# environment, whose size the loader's work depends on.
instructions_guard=1.75
if command -v valgrind >/dev/null 2>&1; then
  echo "== instructions (valgrind --tool=callgrind, release builds linked dynamically, env -i)"
  (cd "$root" && swift build -c release --product adpreview >/dev/null)
  dynamic_adpreview=$(cd "$root" && swift build -c release --show-bin-path)/adpreview
  (cd "$work/floor" && swift build -c release >/dev/null)
  dynamic_floor=$(cd "$work/floor" && swift build -c release --show-bin-path)/floor
  count() {
    env -i PATH=/usr/bin:/bin valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
      | awk '/refs:/ { gsub(",", "", $NF); print $NF }'
  }
  floor_ir=$(count "$dynamic_floor")
  render_ir=$(count "$dynamic_adpreview" render --device iphone-x --size 100x40)
  instructions=$(awk -v a="$render_ir" -v b="$floor_ir" 'BEGIN { printf "%.3f", a / b }')
  echo "floor $floor_ir, render $render_ir instructions: ${instructions}× (guard ${instructions_guard}×)"
fi

echo "== result"
echo "floor $floor_ms ms, render $render_ms ms, check --ad all $check_ms ms (means, side by side)"
if under "$side_by_side"; then
  echo "render: ${side_by_side}× the floor, under the ${guard}× guard"
else
  echo "render: ${side_by_side}× the floor, OVER the ${guard}× guard"
  exit 1
fi
