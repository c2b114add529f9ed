#!/bin/sh
# The instructions lint, import and import --project execute on each shape of
# scripts/shapes.py at N and 4N, counted by callgrind, and their ratio. Instructions do not
# move from run to run as times do, so one run of each is enough: a linear command grows at
# most ×4.5 (start-up is a fixed part); a quadratic one about ×16.
#
# Usage: scripts/bench-shapes-instructions.sh [N] [BINARY] [SHAPE…]
#   N defaults to 500; BINARY to the release build (built first when not given); SHAPE names
#   one row (e.g. "lint unclosed"), every row when none is given. Exits 1 when a ratio is
#   over 4.5.
# Needs: valgrind, python3 (and swift when no BINARY is given).
set -eu

n=${1:-500}
root=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -ge 2 ] && [ -n "$2" ]; then
  adpreview=$2
else
  echo "== building adpreview (release)" >&2
  (cd "$root" && swift build -c release --product adpreview >&2)
  adpreview=$(cd "$root" && swift build -c release --show-bin-path)/adpreview
fi
[ $# -ge 2 ] && shift 2 || shift $#
work=$(mktemp -d "${TMPDIR:-/tmp}/adpreview-instructions.XXXXXX")
trap 'rm -rf "$work"' EXIT

four=$((n * 4))
for size in "$n" "$four"; do
  d=$work/$size
  python3 "$root/scripts/shapes.py" "$size" "$d"
  # Folders for the commands that read a project: one shape each.
  for shape in placed unclosed nested; do
    mkdir -p "$d/project-$shape"
    cp "$d/$shape.swift" "$d/project-$shape/"
  done
  mkdir -p "$d/plist"
  cp "$d/attributes.plist" "$d/plist/Info.plist"
  cp "$d/stars.swift" "$d/plist/"
done

# One row: a name and the command, with D for the folder of the inputs.
rows='lint loads|lint D/loads.swift --reporter json
lint chain|lint D/chain.swift --reporter json
lint classes|lint D/classes.swift --reporter json
lint hops|lint D/hops.swift --reporter json
lint fanin|lint D/fanin.swift --reporter json
lint unclosed|lint D/unclosed.swift --reporter json
lint nested|lint D/nested.swift --reporter json
lint plist attributes|lint D/plist --reporter json
lint stars|lint --config D/stars.json D/stars.swift --reporter json
import scenes|import D/scenes.storyboard --screen Screen1
import labels|import D/labels.storyboard
import attributes|import D/attributes.storyboard
import pushed|import D/pushed.storyboard --screen Screen1
project placed|import --project D/project-placed --screen Placed1
project unclosed|import --project D/project-unclosed
project nested|import --project D/project-nested
project plist attributes|import --project D/plist'

count() {
  # shellcheck disable=SC2086 # the command is split into its words on purpose
  valgrind --tool=callgrind --callgrind-out-file=/dev/null $1 2>&1 >/dev/null </dev/null |
    awk '/Collected/ { print $NF }'
}

echo "$(nproc) cores; $adpreview; N=$n and 4N=$four"
printf '%-26s %15s %15s %7s\n' shape "N" "4N" ratio
status=0
echo "$rows" | while IFS='|' read -r name command; do
  if [ $# -gt 0 ]; then
    wanted=no
    for one in "$@"; do [ "$one" = "$name" ] && wanted=yes; done
    [ $wanted = yes ] || continue
  fi
  one=$(count "$adpreview $(echo "$command" | sed "s|D/|$work/$n/|g")")
  two=$(count "$adpreview $(echo "$command" | sed "s|D/|$work/$four/|g")")
  ratio=$(awk -v a="$one" -v b="$two" 'BEGIN { printf "%.2f", b / a }')
  over=$(awk -v r="$ratio" 'BEGIN { print (r > 4.5) ? " over 4.5" : "" }')
  printf '%-26s %15s %15s %6s×%s\n' "$name" "$one" "$two" "$ratio" "$over"
  [ -z "$over" ] || echo over >"$work/over"
done
[ ! -e "$work/over" ] || status=1
exit $status
