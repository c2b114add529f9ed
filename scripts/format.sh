#!/usr/bin/env bash
# The code's format, by the project's .swift-format: `scripts/format.sh` rewrites the files,
# `scripts/format.sh lint` checks them (what CI runs). Tests/Projects is left alone: its
# files are the lint command's fixtures, read for their exact lines and columns.
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Plugins Sources)
for folder in Tests/*/; do
  [ "$folder" = "Tests/Projects/" ] || paths+=("${folder%/}")
done
if [ "${1:-}" = lint ]; then
  swift format lint --strict --configuration .swift-format -r "${paths[@]}"
else
  swift format format -i --configuration .swift-format -r "${paths[@]}"
fi
