#!/bin/sh
# Start-up against the floor (design §7): adpreview's `render` and `check --ad all` side by
# side with an empty Swift program built the same way (release, --static-swift-stdlib), in
# one hyperfine run, then each one's peak memory.
#
# Usage: scripts/bench-startup.sh [RUNS]      (from anywhere; RUNS defaults to 100)
# Needs: swift, hyperfine, GNU time (/usr/bin/time).
set -eu

runs=${1:-100}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/adpreview-startup.XXXXXX")
trap 'rm -rf "$work"' EXIT

echo "== building adpreview (release, --static-swift-stdlib)"
(cd "$root" && swift build -c release --static-swift-stdlib --product adpreview)
adpreview=$(cd "$root" && swift build -c release --static-swift-stdlib --product adpreview --show-bin-path)/adpreview

echo "== building the floor: an empty Swift program, the same way"
mkdir -p "$work/empty/Sources/empty"
cat >"$work/empty/Package.swift" <<'EOF'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(name: "empty", targets: [.executableTarget(name: "empty")])
EOF
echo '// Nothing: the cost of starting a Swift program.' >"$work/empty/Sources/empty/main.swift"
(cd "$work/empty" && swift build -c release --static-swift-stdlib)
empty=$(cd "$work/empty" && swift build -c release --static-swift-stdlib --show-bin-path)/empty

render="$adpreview render --device iphone-x --size 100x40"
check="$adpreview check --ad all"

echo "== machine"
nproc
grep -m1 'model name' /proc/cpuinfo || true
uptime
swift --version 2>&1 | head -1

echo "== side by side (hyperfine -N, $runs runs each)"
# check exits 1 when the catalog has findings at error level, as it does: -i keeps it in.
hyperfine -N -i --warmup 10 --runs "$runs" --export-markdown "$work/startup.md" \
  -n empty "$empty" -n render "$render" -n "check --ad all" "$check"
cat "$work/startup.md"

echo "== peak memory (/usr/bin/time -f %M, KB; the largest of 5 runs)"
for name in empty render check; do
  case $name in
  empty) command=$empty ;;
  render) command=$render ;;
  check) command=$check ;;
  esac
  peak=0
  for _ in 1 2 3 4 5; do
    kb=$(/usr/bin/time -f %M $command 2>&1 >/dev/null | tail -1)
    [ "$kb" -gt "$peak" ] && peak=$kb
  done
  echo "$name: $peak KB"
done
