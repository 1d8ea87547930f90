#!/usr/bin/env bash
# Installs the Debian packages hlokit builds with, only when some are missing.
# Idempotent and non-interactive; safe to run on every build.
# Usage: scripts/setup.sh [fuzz]   ("fuzz" adds clang-22 and libFuzzer for the
# fuzz preset and scripts/fuzz.sh; CI does not need them)
set -euo pipefail

packages=(
  cmake ninja-build g++ ccache python3 python3-mpmath
  llvm-22-dev libmlir-22-dev mlir-22-tools
  libgtest-dev libbenchmark-dev libopenblas-dev libdnnl-dev
  python3-dev pybind11-dev python3-numpy python3-pytest
  openmpi-bin libopenmpi-dev
)
case "${1:-}" in
  "") ;;
  fuzz) packages+=(clang-22 libfuzzer-22-dev) ;;
  *) echo "usage: scripts/setup.sh [fuzz]" >&2; exit 2 ;;
esac

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "setup.sh: installing ${missing[*]}"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  sudo_cmd=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
