#!/usr/bin/env bash
# Installs adpreview: a release binary with the Swift runtime and ncurses linked in (it needs
# only the C library and the C++ runtime at run time), its man page and its bash, zsh and fish
# completion.
#
#   scripts/install.sh [PREFIX]            default PREFIX: ~/.local
#   scripts/install.sh --uninstall [PREFIX]
set -euo pipefail
cd "$(dirname "$0")/.."

uninstall=0
if [ "${1:-}" = "--uninstall" ]; then uninstall=1; shift; fi
prefix="${1:-$HOME/.local}"
bin="$prefix/bin/adpreview"
man="$prefix/share/man/man1/adpreview.1"
bash_completion="$prefix/share/bash-completion/completions/adpreview"
zsh_completion="$prefix/share/zsh/site-functions/_adpreview"
fish_completion="$prefix/share/fish/vendor_completions.d/adpreview.fish"
files=("$bin" "$man" "$bash_completion" "$zsh_completion" "$fish_completion")

if [ "$uninstall" = 1 ]; then
  for file in "${files[@]}"; do
    if [ -e "$file" ]; then rm -f "$file"; echo "removed $file"; fi
  done
  exit 0
fi

echo "building (swift build -c release --static-swift-stdlib)…"
swift build -c release --static-swift-stdlib --product adpreview >/dev/null
built="$(swift build -c release --static-swift-stdlib --show-bin-path)/adpreview"

mkdir -p "$(dirname "$bin")" "$(dirname "$man")" "$(dirname "$bash_completion")" \
  "$(dirname "$zsh_completion")" "$(dirname "$fish_completion")"
install -m 755 "$built" "$bin"
"$bin" --generate-manual > "$man"
"$bin" --generate-completion-script bash > "$bash_completion"
"$bin" --generate-completion-script zsh > "$zsh_completion"
"$bin" --generate-completion-script fish > "$fish_completion"
for file in "${files[@]}"; do echo "installed $file"; done
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "note: $prefix/bin is not on your PATH; add it to use adpreview by name" ;;
esac
