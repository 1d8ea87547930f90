#!/usr/bin/env bash
# Builds hlokit and runs the whole test suite (lit + GoogleTest) through CTest.
# Usage: scripts/test.sh [preset]   (default: "default"; "sanitize" for ASan+UBSan)
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-default}"

scripts/setup.sh
cmake --preset "$preset"
cmake --build --preset "$preset"
ctest --preset "$preset"
