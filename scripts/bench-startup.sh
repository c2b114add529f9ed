#!/bin/sh
# Start-up against the floor (design §7): adpreview's `render` and `check --ad all` side by
# side with an empty Swift program built the same way (release, --static-swift-stdlib and
# adpreview's link flags; also once with swift build's default link) and a program that only
# reads its arguments, in one hyperfine run; the floor and render in ten hyperfine runs of
# their own; then each one's peak memory, page faults and (with valgrind) instructions.
#
# Usage: scripts/bench-startup.sh [RUNS]      (from anywhere; RUNS defaults to 1000)
# Needs: swift, hyperfine, GNU time (/usr/bin/time); valgrind for the instruction counts.
set -eu

# A thousand runs a command: on the shared virtual machine this was measured on, start-up
# times drift between a fast and a slow state that each lasts 30 to 150 runs, so a block of
# 100 runs can fall wholly in one of them (BENCHMARKS.md).
runs=${1:-1000}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/adpreview-startup.XXXXXX")
trap 'rm -rf "$work"' EXIT

echo "== building adpreview (release, --static-swift-stdlib)"
(cd "$root" && swift build -c release --static-swift-stdlib --product adpreview)
adpreview=$(cd "$root" && swift build -c release --static-swift-stdlib --product adpreview --show-bin-path)/adpreview

echo "== building the floor: an empty Swift program, the same way"
# Twice: linked as swift build links by default, and with adpreview's own link flags and
# sections (the `startUpLinkerFlags` declaration of Package.swift, copied here so the two
# cannot differ, with the same order file).
flags=$(sed -n '/^\/\/ start-up link flags/,/^\/\/ end of the start-up link flags/p' "$root/Package.swift" \
  | sed "s|\\\\(Context.packageDirectory)|$root|")
# And a third, with the same flags, that only reads its arguments and writes them on one line:
# what any command-line tool in Swift does before its own work.
for variant in default flags arguments; do
  mkdir -p "$work/$variant/Sources/empty"
  if [ "$variant" = arguments ]; then
    cat >"$work/$variant/Sources/empty/main.swift" <<'SWIFT'
// Reads its arguments and writes one line: what every command-line tool does.
let arguments = CommandLine.arguments
print("\(arguments.count) arguments: \(arguments.joined(separator: " "))")
SWIFT
  else
    echo '// Nothing: the cost of starting a Swift program.' >"$work/$variant/Sources/empty/main.swift"
  fi
  settings=""
  if [ "$variant" != default ]; then
    settings=', swiftSettings: [.unsafeFlags(startUpSwiftFlags, .when(platforms: [.linux]))]'
    settings="$settings"', linkerSettings: [.unsafeFlags(startUpLinkerFlags, .when(platforms: [.linux]))]'
  fi
  cat >"$work/$variant/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

$flags

let package = Package(name: "empty", targets: [.executableTarget(name: "empty"$settings)])
EOF
  (cd "$work/$variant" && swift build -c release --static-swift-stdlib)
done
empty=$(cd "$work/flags" && swift build -c release --static-swift-stdlib --show-bin-path)/empty
empty_default=$(cd "$work/default" && swift build -c release --static-swift-stdlib --show-bin-path)/empty
arguments=$(cd "$work/arguments" && swift build -c release --static-swift-stdlib --show-bin-path)/empty

# Timed as installed, all four the same way: copied with `install` as scripts/install.sh
# does, dropped from the page cache and read back once. How a binary's pages came into the
# page cache moves its start by up to half a millisecond here: the linker writes its output
# through a shared mapping, a 4 KB page at a time, while reading a file fills the cache with
# large, physically contiguous folios, which the kernel maps a batch at a time (and the
# processor's TLB covers with fewer entries). The more text a start touches, the more that
# matters; the run "as linked" below shows it.
mkdir -p "$work/installed"
install_read_back() {
  install -m 755 "$1" "$work/installed/$2"
  dd if="$work/installed/$2" iflag=nocache count=0 2>/dev/null
  cat "$work/installed/$2" >/dev/null
}
install_read_back "$adpreview" adpreview
install_read_back "$empty" empty
install_read_back "$empty_default" empty-default
install_read_back "$arguments" arguments
linked_adpreview=$adpreview
linked_empty=$empty
adpreview=$work/installed/adpreview
empty=$work/installed/empty
empty_default=$work/installed/empty-default
arguments=$work/installed/arguments
render="$adpreview render --device iphone-x --size 100x40"
check="$adpreview check --ad all"

echo "== machine"
nproc
grep -m1 'model name' /proc/cpuinfo || true
uptime
swift --version 2>&1 | head -1

echo "== side by side (hyperfine -N, $runs runs each)"
# check exits 1 when the catalog has findings at error level, as it does: -i keeps it in.
hyperfine -N -i --warmup 10 --runs "$runs" --export-markdown "$work/startup.md" --export-json "$work/startup.json" \
  -n "empty (default link)" "$empty_default" -n empty "$empty" \
  -n "arguments program" "$arguments render --device iphone-x --size 100x40" \
  -n render "$render" -n "check --ad all" "$check"
cat "$work/startup.md"
if command -v python3 >/dev/null; then
  python3 - "$work/startup.json" <<'PY'
import json, sys
results = {r['command']: r for r in json.load(open(sys.argv[1]))['results']}
means = {name: r['mean'] * 1000 for name, r in results.items()}
medians = {name: r['median'] * 1000 for name, r in results.items()}
print(f"render: {means['render']:.2f} ms mean against the floor's {means['empty']:.2f} ms: "
      f"{means['render'] / means['empty']:.2f}x (goal: at most 1.5x); medians {medians['render']:.2f} and "
      f"{medians['empty']:.2f} ms: {medians['render'] / medians['empty']:.2f}x; "
      f"check --ad all: {means['check --ad all']:.1f} ms (goal: at most 15 ms)")
print(f"a program that only reads its arguments and writes one line: {means['arguments program']:.2f} ms, "
      f"{means['arguments program'] / means['empty']:.2f}x the floor")
PY
fi

# What someone checking the goal would run: hyperfine given the floor and `render`, nothing
# else. Ten such runs, one after the other, show how far one run's ratio falls from the next.
echo "== the floor and render alone, ten separate hyperfine -N runs of $runs runs each"
for attempt in 01 02 03 04 05 06 07 08 09 10; do
  hyperfine -N --warmup 10 --runs "$runs" --style none --export-json "$work/pair-$attempt.json" \
    -n empty "$empty" -n render "$render" >/dev/null
done
if command -v python3 >/dev/null; then
  python3 - "$work"/pair-*.json <<'PY'
import json, statistics, sys
ratios = []
for path in sys.argv[1:]:
    results = {r['command']: r for r in json.load(open(path))['results']}
    ratios.append(results['render']['mean'] / results['empty']['mean'])
print('ratios: ' + ', '.join(f'{r:.2f}' for r in ratios))
print(f'mean {statistics.mean(ratios):.2f}, {min(ratios):.2f} to {max(ratios):.2f}; '
      f'{sum(r <= 1.5 for r in ratios)} of {len(ratios)} within 1.5x')
PY
fi

# hyperfine runs each command's runs as one block, and this machine drifts between a fast and
# a slow state that each lasts 30 to 150 runs: one block of 1,000 can catch more of the slow
# state than the next, which moves a single run's ratio by ±0.2 either way (BENCHMARKS.md).
# The same hyperfine run, given the floor and `render` as alternating blocks of 50 runs,
# puts both through the same states; the figure is the ratio of their pooled means.
blocks=$(( (runs + 49) / 50 ))
echo "== side by side in alternating blocks (one hyperfine -N run: $blocks blocks of 50 runs each, the floor and render in turn)"
set --
for block in $(seq "$blocks"); do
  set -- "$@" -n "empty #$block" "$empty" -n "render #$block" "$render"
done
hyperfine -N --warmup 10 --runs 50 --style none --export-json "$work/alternating.json" "$@" >/dev/null
if command -v python3 >/dev/null; then
  python3 - "$work/alternating.json" <<'PY'
import json, statistics, sys
results = json.load(open(sys.argv[1]))['results']
floor = [t * 1000 for r in results if r['command'].startswith('empty') for t in r['times']]
render = [t * 1000 for r in results if r['command'].startswith('render') for t in r['times']]
pairs = [(b['mean'] / a['mean']) for a, b in zip(results[0::2], results[1::2])]
print(f"empty: {statistics.mean(floor):.2f} ms mean, {statistics.median(floor):.2f} ms median; "
      f"render: {statistics.mean(render):.2f} ms mean, {statistics.median(render):.2f} ms median")
print(f"render against the floor: {statistics.mean(render) / statistics.mean(floor):.2f}x the mean "
      f"(goal: at most 1.5x), {statistics.median(render) / statistics.median(floor):.2f}x the median; "
      f"block pairs {min(pairs):.2f}x to {max(pairs):.2f}x")
PY
fi

echo "== the same, as the linker left the binaries (hyperfine -N, $runs runs each)"
hyperfine -N --warmup 10 --runs "$runs" -n "empty (as linked)" "$linked_empty" \
  -n "render (as linked)" "$linked_adpreview render --device iphone-x --size 100x40"

# hyperfine runs each command's runs as one block, so a drift of the machine between blocks
# moves the ratio (two builds of the empty program differ by up to a quarter in one run
# here). Alternating the floor and `render` run by run cancels the drift, but not fairly: a
# start pays part of what the one before it left behind (see the next measurement), so the
# floor, run after `render`, carries some of `render`'s cost, and this ratio comes out lowest.
if command -v python3 >/dev/null; then
  echo "== interleaved: the floor and render alternately, $((runs * 3)) rounds"
  python3 - "$((runs * 3))" "$empty" "$adpreview" <<'PY'
import os, statistics, sys, time
rounds, floor, adpreview = int(sys.argv[1]), sys.argv[2], sys.argv[3]
commands = [[floor], [adpreview, 'render', '--device', 'iphone-x', '--size', '100x40']]
null = os.open(os.devnull, os.O_WRONLY)
times = [[], []]
for round in range(rounds + 10):
    for i, command in enumerate(commands):
        start = time.perf_counter()
        pid = os.posix_spawn(command[0], command, os.environ,
                             file_actions=[(os.POSIX_SPAWN_DUP2, null, 1), (os.POSIX_SPAWN_DUP2, null, 2)])
        os.waitpid(pid, 0)
        if round >= 10: times[i].append((time.perf_counter() - start) * 1000)
floor_ms, render_ms = (statistics.median(t) for t in times)
print(f"empty: {floor_ms:.2f} ms median; render: {render_ms:.2f} ms median; {render_ms / floor_ms:.2f}x the floor")
PY
fi

# What a start leaves to the next one: the floor timed right after another run of itself,
# of `adpreview --version` and of `render`, in shuffled rounds. The floor's own time after
# `render`, less its time after itself, is what `render` costs beyond its own exit (the
# memory it touched and mapped is unmapped, freed and evicted partly on the next start's time).
if command -v python3 >/dev/null; then
  echo "== the floor after itself, after --version and after render, $runs shuffled rounds"
  python3 - "$runs" "$empty" "$adpreview" <<'PY'
import os, random, statistics, sys, time
rounds, floor, adpreview = int(sys.argv[1]), sys.argv[2], sys.argv[3]
before = {'the floor': [floor], '--version': [adpreview, '--version'],
          'render': [adpreview, 'render', '--device', 'iphone-x', '--size', '100x40']}
null = os.open(os.devnull, os.O_WRONLY)
def run(command):
    start = time.perf_counter()
    pid = os.posix_spawn(command[0], command, os.environ,
                         file_actions=[(os.POSIX_SPAWN_DUP2, null, 1), (os.POSIX_SPAWN_DUP2, null, 2)])
    os.waitpid(pid, 0)
    return (time.perf_counter() - start) * 1000
after = {name: [] for name in before}
names = list(before)
for round in range(rounds + 10):
    random.shuffle(names)
    for name in names:
        run(before[name])
        if round >= 10: after[name].append(run([floor]))
        else: run([floor])
alone = statistics.median(after['the floor'])
for name in before:
    median = statistics.median(after[name])
    print(f"the floor after {name}: {median:.2f} ms median ({median - alone:+.2f} ms)")
PY
fi

command_of() {
  case $1 in
  empty) echo "$empty" ;;
  empty-default) echo "$empty_default" ;;
  render) echo "$render" ;;
  check) echo "$check" ;;
  esac
}

echo "== peak memory and page faults (/usr/bin/time -f '%M %R'; the largest of 5 runs)"
for name in empty-default empty render check; do
  peak=0
  faults=0
  for _ in 1 2 3 4 5; do
    set -- $(/usr/bin/time -f '%M %R' $(command_of $name) 2>&1 >/dev/null | tail -1)
    [ "$1" -gt "$peak" ] && peak=$1
    [ "$2" -gt "$faults" ] && faults=$2
  done
  echo "$name: $peak KB, $faults page faults"
done

# Wall time on a shared or virtual machine moves by tens of per cent from one minute to the
# next; the instructions a run executes do not, so they show a change's effect reliably.
if command -v valgrind >/dev/null; then
  echo "== instructions executed (valgrind --tool=callgrind; the same on every run)"
  for name in empty-default empty render check; do
    count=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null $(command_of $name) 2>&1 >/dev/null \
      | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p')
    echo "$name: $count"
  done
fi
