#!/bin/sh
# lint, import and import --project on the shapes that were once quadratic (scripts/shapes.py),
# at N and 2N: each time at most doubles when the command is linear. For a count that does not
# move from run to run, scripts/bench-shapes-instructions.sh counts instructions instead.
#
# Usage: scripts/bench-shapes.sh [N]    (from anywhere; N defaults to 2000)
# Needs: swift, python3, hyperfine.
set -eu

n=${1:-2000}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/adpreview-shapes.XXXXXX")
trap 'rm -rf "$work"' EXIT

echo "== building adpreview (release)"
(cd "$root" && swift build -c release --product adpreview)
adpreview=$(cd "$root" && swift build -c release --show-bin-path)/adpreview

for size in "$n" $((n * 2)); do
  python3 "$root/scripts/shapes.py" "$size" "$work/$size"
  mkdir -p "$work/$size/project"
  cp "$work/$size/placed.swift" "$work/$size/project/"
  for shape in unclosed nested; do
    mkdir -p "$work/$size/project-$shape"
    cp "$work/$size/$shape.swift" "$work/$size/project-$shape/"
  done
  # lint reads a property list by its name: Info.plist, beside a small source file.
  mkdir -p "$work/$size/plist"
  cp "$work/$size/attributes.plist" "$work/$size/plist/Info.plist"
  cp "$work/$size/stars.swift" "$work/$size/plist/"
done
echo "== N=$n: $(wc -c <"$work/$n/loads.swift") B of loads, $(wc -c <"$work/$n/scenes.storyboard") B of scenes, $(wc -c <"$work/$n/labels.storyboard") B of banners on one label"
echo "$(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //')"

set --
for shape in loads chain classes hops fanin unclosed nested; do
  for size in "$n" $((n * 2)); do set -- "$@" -n "lint $shape $size" "$adpreview lint $work/$size/$shape.swift --reporter json"; done
done
for size in "$n" $((n * 2)); do
  set -- "$@" -n "import scenes $size" "$adpreview import $work/$size/scenes.storyboard --screen Screen1"
  set -- "$@" -n "import labels $size" "$adpreview import $work/$size/labels.storyboard"
  set -- "$@" -n "project placed $size" "$adpreview import --project $work/$size/project --screen Placed1"
  set -- "$@" -n "import attributes $size" "$adpreview import $work/$size/attributes.storyboard"
  set -- "$@" -n "import pushed $size" "$adpreview import $work/$size/pushed.storyboard --screen Screen1"
  set -- "$@" -n "lint plist $size" "$adpreview lint $work/$size/plist --reporter json"
  set -- "$@" -n "lint stars $size" "$adpreview lint --config $work/$size/stars.json $work/$size/stars.swift --reporter json"
  set -- "$@" -n "project unclosed $size" "$adpreview import --project $work/$size/project-unclosed"
  set -- "$@" -n "project nested $size" "$adpreview import --project $work/$size/project-nested"
done
# lint exits 1 on its findings: -i takes that as a finished run.
hyperfine -N -i --warmup 1 --export-csv "$work/times.csv" "$@" >/dev/null

mean() { awk -F, -v name="$1" '$1 == name { printf "%.1f", $2 * 1000 }' "$work/times.csv"; }
for shape in "lint loads" "lint chain" "lint classes" "lint hops" "lint fanin" "lint unclosed" "lint nested" "import scenes" \
  "import labels" "project placed" "import attributes" "import pushed" "lint plist" "lint stars" "project unclosed" "project nested"; do
  one=$(mean "$shape $n")
  two=$(mean "$shape $((n * 2))")
  echo "$shape: N=$n $one ms; 2N $two ms (×$(awk -v a="$one" -v b="$two" 'BEGIN { printf "%.2f", b / a }'))"
done
