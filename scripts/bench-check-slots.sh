#!/bin/sh
# check's growth in slots, with every reporter: an app file of N slots (banners at the bottom,
# large adaptive banners at the top, native ads in the content at staggered offsets) checked
# over the whole catalog, and over every release each device runs, at N = 1, 10, 100 and
# 1,000. Prints for each N and reporter the wall time, the peak memory and the bytes written,
# or the exit-2 refusal where the sweep passes the documented ceiling (docs/limits.md).
#
# Usage: scripts/bench-check-slots.sh [BINARY]   (default: the release build, built first)
# Needs: GNU time (/usr/bin/time), python3.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -ge 1 ]; then
  binary=$1
else
  (cd "$root" && swift build -c release --product adpreview >/dev/null)
  binary=$(cd "$root" && swift build -c release --show-bin-path)/adpreview
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/adpreview-slots.XXXXXX")
trap 'rm -rf "$work"' EXIT

for n in 1 10 100 1000; do
  python3 - "$n" "$work/slots-$n.json" <<'PY'
import json, sys
n, path = int(sys.argv[1]), sys.argv[2]
kinds = [("banner", "bottom"), ("native", None), ("large-anchored-adaptive", "top")]
slots = []
for i in range(n):
    fmt, position = kinds[i % 3]
    if position:
        slot = {"name": "s%d" % i, "kind": "anchored", "format": fmt, "position": position}
    else:
        slot = {"name": "s%d" % i, "kind": "content", "format": fmt, "offset": (i % 50) * 12}
    slots.append(slot)
json.dump({"schemaVersion": 1, "name": "Slots %d" % n, "slots": slots}, open(path, "w"))
PY
done

printf '%-6s %-8s %-24s %10s %10s %12s\n' slots releases reporter seconds "peak MB" "bytes"
for releases in newest all; do
  for n in 1 10 100 1000; do
    for reporter in text json junit sarif markdown html xcode github-actions-logging; do
      set -- check --app "$work/slots-$n.json" --reporter "$reporter"
      [ "$releases" = all ] && set -- "$@" --os all
      status=0
      /usr/bin/time -f '%e %M' -o "$work/time" "$binary" "$@" >"$work/out" 2>"$work/err" || status=$?
      # GNU time puts "Command exited with non-zero status N" first when the check fails (exit 1).
      read -r seconds kilobytes <<EOT
$(tail -n 1 "$work/time")
EOT
      if [ "$status" -eq 2 ]; then
        printf '%-6s %-8s %-24s %10s %10s %12s\n' "$n" "$releases" "$reporter" "$seconds" "$((kilobytes / 1024))" "refused"
      else
        printf '%-6s %-8s %-24s %10s %10s %12s\n' "$n" "$releases" "$reporter" "$seconds" "$((kilobytes / 1024))" "$(wc -c <"$work/out")"
      fi
    done
  done
done
