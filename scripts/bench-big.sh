#!/bin/sh
# lint, import and import --project on each once-quadratic shape (scripts/shapes.py) grown to
# just under the 4 MiB a file may have: each must finish in seconds, with its peak memory.
#
# Usage: scripts/bench-big.sh [BYTES]   (from anywhere; BYTES defaults to 4,000,000)
# Needs: swift, python3, GNU time (/usr/bin/time).
set -eu

bytes=${1:-4000000}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/adpreview-big.XXXXXX")
trap 'rm -rf "$work"' EXIT

echo "== building adpreview (release)"
(cd "$root" && swift build -c release --product adpreview)
adpreview=$(cd "$root" && swift build -c release --show-bin-path)/adpreview
echo "$(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //')"

# Bytes a unit of N costs in each file, from a small sample; then N for the size asked.
python3 "$root/scripts/shapes.py" 1000 "$work/sample"
for file in loads.swift chain.swift classes.swift hops.swift fanin.swift placed.swift scenes.storyboard labels.storyboard; do
  per=$(( $(wc -c <"$work/sample/$file") / 1000 ))
  n=$(( bytes / (per + 1) ))
  mkdir -p "$work/$file"
  python3 "$root/scripts/shapes.py" "$n" "$work/$file" "$file"
  # Names grow longer with N: scale once by what the first try weighed.
  size=$(wc -c <"$work/$file/$file")
  if [ "$size" -gt "$bytes" ]; then
    n=$(( n * (bytes / 1000) / (size / 1000) * 98 / 100 ))
    python3 "$root/scripts/shapes.py" "$n" "$work/$file" "$file"
  fi
  case $file in
    *.swift) command="lint $work/$file/$file --reporter json" ;;
    scenes.storyboard) command="import $work/$file/$file --screen Screen1" ;;
    labels.storyboard) command="import $work/$file/$file" ;;
  esac
  if [ "$file" = placed.swift ]; then command="import --project $work/$file --screen Placed1"; fi
  # lint exits 1 on its findings; anything else is a failure.
  /usr/bin/time -f "%e %M" -o "$work/time" "$adpreview" $command >/dev/null 2>"$work/err" || [ $? -eq 1 ] || { cat "$work/err"; exit 1; }
  read -r seconds kilobytes <"$work/time"
  echo "$file: N=$n, $(wc -c <"$work/$file/$file") B: ${seconds} s, $((kilobytes / 1024)) MB peak"
done
