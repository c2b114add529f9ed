#!/bin/sh
# Files a second for `adpreview lint` and `adpreview import` on a generated project, and the
# same with twice the files (both commands are linear in their input: the time at most
# doubles).
#
# Generates FILES source files (four in five Swift, one in five Objective-C, each a view
# controller with a banner, a few hundred lines in all) and FILES storyboards (each a
# navigation controller around a screen with a banner), then times `lint` over the sources and
# `import --screen Screen1` over the storyboards in one hyperfine run, at FILES and 2×FILES.
#
# Usage: scripts/bench-lint-import.sh [FILES]    (from anywhere; FILES defaults to 1000)
# Needs: swift, hyperfine.
set -eu

files=${1:-1000}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/adpreview-lint.XXXXXX")
trap 'rm -rf "$work"' EXIT

echo "== building adpreview (release)"
(cd "$root" && swift build -c release --product adpreview)
adpreview=$(cd "$root" && swift build -c release --show-bin-path)/adpreview

# generate DIR COUNT: COUNT sources under DIR/Sources and COUNT storyboards under DIR/UI.
generate() {
  mkdir -p "$1/Sources" "$1/UI"
  i=1
  while [ "$i" -le "$2" ]; do
    if [ $((i % 5)) -eq 0 ]; then
      sed "s/Recipe/Recipe$i/g" "$root/Tests/Projects/ObjCApp/Recipes/RecipeViewController.m" >"$1/Sources/Recipe$i.m"
    else
      sed "s/ArticleViewController/Article$i/g" "$root/Tests/Projects/UIKitApp/NewsReader/ArticleViewControllerFixed.swift" >"$1/Sources/Article$i.swift"
    fi
    sed "s/SettingsViewController/Screen$i/g; s/Leg-/L$i-/g" "$root/Tests/Projects/StoryboardApp/Reader/Base.lproj/Legacy.storyboard" \
      >"$1/UI/Screen$i.storyboard"
    i=$((i + 1))
  done
}
generate "$work/one" "$files"
generate "$work/two" $((files * 2))
echo "== $(find "$work/one/Sources" -type f | wc -l) sources ($(cat "$work/one/Sources/"* | wc -c) bytes), $(find "$work/one/UI" -type f | wc -l) storyboards ($(cat "$work/one/UI/"* | wc -c) bytes)"

echo "== machine"
echo "$(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //')"
uptime

# lint exits 1 (the Objective-C files have their mistakes): -i takes that as a finished run.
hyperfine -N -i --warmup 2 --export-csv "$work/times.csv" \
  -n "lint $files" "$adpreview lint $work/one/Sources --reporter json" \
  -n "lint $((files * 2))" "$adpreview lint $work/two/Sources --reporter json" \
  -n "import $files" "$adpreview import $work/one/UI --screen Screen1" \
  -n "import $((files * 2))" "$adpreview import $work/two/UI --screen Screen1"

mean() { awk -F, -v name="$1" '$1 == name { printf "%.1f", $2 * 1000 }' "$work/times.csv"; }
for command in lint import; do
  one=$(mean "$command $files")
  two=$(mean "$command $((files * 2))")
  rate=$(awk -v n="$files" -v ms="$one" 'BEGIN { printf "%.0f", n / (ms / 1000) }')
  ratio=$(awk -v a="$one" -v b="$two" 'BEGIN { printf "%.2f", b / a }')
  echo "$command: $files files in $one ms ($rate files/s); $((files * 2)) files in $two ms (×$ratio)"
done
