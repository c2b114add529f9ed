#!/bin/sh
# Live reload, save to screen: the previewer runs in tmux on an app file; the file is saved
# with another ad format, and the pane is read every few milliseconds until the new ad shows
# (with no simulated latency). Prints each save's milliseconds, their median and the previewer's CPU time while it
# sat idle for ten seconds watching the file.
#
# Usage: scripts/bench-reload.sh [SAVES [BINARY]]   (from anywhere; SAVES defaults to 20; BINARY,
# another build to time, such as an older one, instead of building this checkout)
# Needs: swift, tmux, python3.
set -eu

saves=${1:-20}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/adpreview-reload.XXXXXX")
socket="adpreview-reload-$$"
trap 'tmux -L "$socket" kill-server >/dev/null 2>&1; rm -rf "$work"' EXIT

if [ -n "${2:-}" ]; then
  bin=$2
else
  echo "== building adpreview (release)"
  (cd "$root" && swift build -c release --product adpreview)
  bin=$(cd "$root" && swift build -c release --show-bin-path)/adpreview
fi

app() { printf '{"schemaVersion": 1, "name": "reload", "slots": [{"name": "footer", "format": "%s"}]}\n' "$1" >"$work/app.json"; }
app banner
tmux -L "$socket" new-session -d -s bench -x 120 -y 40 -c "$work" "TERM=xterm-256color $bin --app $work/app.json --device iphone-16-pro --latency 0"
sleep 2
python3 - "$socket" "$work/app.json" "$saves" <<'PY'
import statistics, subprocess, sys, time
socket, path, saves = sys.argv[1], sys.argv[2], int(sys.argv[3])
def screen():
    return subprocess.run(["tmux", "-L", socket, "capture-pane", "-p", "-t", "bench"], capture_output=True, text=True).stdout
pid = subprocess.run(["tmux", "-L", socket, "display-message", "-p", "-t", "bench", "#{pane_pid}"], capture_output=True, text=True).stdout.strip()
child = subprocess.run(["pgrep", "-P", pid], capture_output=True, text=True).stdout.split()
pid = child[0] if child else pid
def cpu():
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / 100  # utime + stime, in seconds at 100 Hz
times = []
formats = [("medium-rectangle", "300×250"), ("banner", "320×50")]
for number in range(saves):
    name, label = formats[number % 2]
    text = '{"schemaVersion": 1, "name": "reload", "slots": [{"name": "footer", "format": "%s"}]}\n' % name
    time.sleep(0.3)
    start = time.monotonic()
    with open(path, "w") as out:
        out.write(text)
    while "showing test ad #%d (%s)" % (number + 2, label) not in screen():
        if time.monotonic() - start > 5:
            sys.exit("the save did not show within 5 s")
        time.sleep(0.002)
    times.append((time.monotonic() - start) * 1000)
print("save to screen, ms:", " ".join("%.0f" % t for t in times))
print("median %.0f ms, worst %.0f ms (%d saves, --latency 0: the new ad shows as soon as the app is read)" % (statistics.median(times), max(times), len(times)))
before = cpu()
time.sleep(10)
print("idle for 10 s, watching: %.2f s of CPU" % (cpu() - before))
PY
