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
  valgrind --tool=callgrind --dump-instr=yes --demangle=no --callgrind-out-file="$work/$n.out" "$binary" $arguments >/dev/null 2>&1 || true
done

# Every instruction executed in the binary (callgrind --dump-instr) is mapped to the function
# that holds it by the symbol table: callgrind's own function names miss small functions
# (metadata accessors), which then stayed in the cold part of the text.
python3 - "$binary" "$work"/*.out >"$root/Linking/start-up.order" <<'PY'
import bisect, re, subprocess, sys
binary, profiles = sys.argv[1], sys.argv[2:]
symbols = sorted(
    (int(fields[0], 16), fields[2])
    for fields in (line.split() for line in subprocess.run(['nm', binary], capture_output=True, text=True).stdout.splitlines())
    if len(fields) == 3 and fields[1] in 'tTWw')
starts = [address for address, _ in symbols]
# Every name a function's address has (`main` is also `adpreview_main`, the name of its section).
aliases = {}
for address, name in symbols: aliases.setdefault(address, []).append(name)
seen, names = set(), []
for profile in profiles:
    objects, current, address = {}, None, 0
    for line in open(profile):
        m = re.match(r'^(c?)ob=\((\d+)\)(?: (.*))?', line)
        if m:
            if m.group(3): objects[m.group(2)] = m.group(3).strip()
            if not m.group(1): current = objects.get(m.group(2))
            continue
        if line[0] not in '0+-*': continue
        # A cost line's first field is the instruction's address: absolute, relative to the
        # previous one, or the same (*).
        position = line.split(None, 1)[0]
        if position.startswith('0x'): address = int(position, 16)
        elif position[0] in '+-': address += int(position)
        if current != binary: continue
        i = bisect.bisect_right(starts, address) - 1
        if i >= 0 and symbols[i][1] not in seen:
            for name in aliases[symbols[i][0]]:
                if name not in seen:
                    seen.add(name)
                    names.append(name)
# The compiler's private helpers (value witnesses' outlined copies and destroys, memcpy
# thunks) have no symbol, and their sections' names repeat from file to file: all of them
# (about 10 KB) go first, as gold's glob patterns, beside the functions every start runs.
for pattern in ('.text..L*', '.text.__swift_*', '.text.objectdestroy*'): print(pattern)
for name in names: print('.text.' + name)
PY
echo "wrote $(grep -vc '\*' "$root/Linking/start-up.order") functions and the private helpers' patterns to Linking/start-up.order"
