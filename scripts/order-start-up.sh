#!/bin/sh
# Writes Linking/start-up.order: the functions adpreview runs from start to exit, which the
# Linux link puts side by side at the front of the text (gold's --section-ordering-file), so
# a start touches about 30 pages of code instead of 60 (BENCHMARKS.md). Run it again when
# the start-up path changes much; a function missing from the file is only placed elsewhere.
#
# Usage: scripts/order-start-up.sh      Needs: swift, valgrind, python3.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/adpreview-order.XXXXXX")
trap 'rm -rf "$work"' EXIT

(cd "$root" && swift build -c release --static-swift-stdlib --product adpreview >/dev/null)
binary=$(cd "$root" && swift build -c release --static-swift-stdlib --show-bin-path)/adpreview

# The commands whose start matters most: a picture, a check over the catalog, the JSON
# layout and the cheapest command of all.
n=0
for arguments in "render --device iphone-x --size 100x40" "check --ad all" "layout --device iphone-x" "--version"; do
  n=$((n + 1))
  # shellcheck disable=SC2086 # the arguments are words
  valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/$n.out" "$binary" $arguments >/dev/null 2>&1 || true
done

python3 - "$binary" "$work"/*.out >"$root/Linking/start-up.order" <<'PY'
import re, sys
binary, profiles = sys.argv[1], sys.argv[2:]
seen, names = set(), []
for profile in profiles:
    objects, functions, current = {}, {}, None
    for line in open(profile):
        m = re.match(r'^(c?)ob=\((\d+)\)(?: (.*))?', line)
        if m:
            if m.group(3): objects[m.group(2)] = m.group(3)
            if not m.group(1): current = objects.get(m.group(2))
            continue
        m = re.match(r'^(c?)fn=\((\d+)\)(?: (.*))?', line)
        if m:
            if m.group(3): functions[m.group(2)] = m.group(3).strip()
            name = re.sub(r"'\d+$", '', functions.get(m.group(2), ''))
            if m.group(1) or current != binary or not name or name.startswith('0x') or ' ' in name: continue
            if name not in seen:
                seen.add(name); names.append(name)
for name in names: print('.text.' + name)
PY
echo "wrote $(wc -l <"$root/Linking/start-up.order") functions to Linking/start-up.order"
