#!/usr/bin/env bash
# Runs hlokit's libFuzzer targets (docs/reliability.md) with their seed
# corpora and dictionaries, and prints each one's executions per second and
# coverage (libFuzzer's cov: edges, ft: features).
# Usage: scripts/fuzz.sh [target|all] [seconds]   (default: all, 60 s each)
# A crash, hang or out-of-memory is kept in test/Fuzz/regressions/<target>/
# (crashes minimized with -minimize_crash), where the replay tests of the
# normal suite (ctest -R fuzz-replay) pick it up once fixed.
# Builds with the fuzz preset (clang-22: scripts/setup.sh fuzz) in
# build-fuzz; FUZZ_JOBS sets the build's parallelism (default 2).
set -euo pipefail
cd "$(dirname "$0")/.."
target="${1:-all}"
seconds="${2:-60}"

if [ "$target" = all ]; then
  targets=($(ls fuzz/corpus))
else
  [ -d "fuzz/corpus/$target" ] || {
    echo "fuzz.sh: no target '$target' (one of: $(ls fuzz/corpus | tr '\n' ' '))" >&2
    exit 2
  }
  targets=("$target")
fi

scripts/setup.sh fuzz
[ -f build-fuzz/build.ninja ] || cmake --preset fuzz
ninja -C build-fuzz -j "${FUZZ_JOBS:-2}" "${targets[@]/#/hlokit-fuzz-}"

export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
export ASAN_OPTIONS=allow_user_poisoning=0
failed=0
for t in "${targets[@]}"; do
  binary="build-fuzz/bin/hlokit-fuzz-$t"
  # New inputs go to a work corpus, not to the committed seeds.
  work="build-fuzz/fuzz-corpus/$t"
  artifacts="build-fuzz/fuzz-artifacts/$t"
  mkdir -p "$work" "$artifacts"
  log="build-fuzz/fuzz-$t.log"
  extra=()
  # Under ASan the bytecode reader's forked child has no address-space bound
  # (lib/Conversion/VHLO/IsolatedRead.cpp); libFuzzer's malloc limit, which
  # the child inherits, stands in for it so damaged counts fail fast.
  [ "$t" = read-bytecode ] && extra=(-malloc_limit_mb=1024)
  status=0
  "$binary" -max_total_time="$seconds" -dict="fuzz/dict/$t.dict" \
    -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 "${extra[@]}" \
    -artifact_prefix="$artifacts/" "$work" "fuzz/corpus/$t" >"$log" 2>&1 ||
    status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  coverage=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -1)
  echo "$t: ${runs:-?} runs in ${seconds} s, ${speed:-?} exec/s, ${coverage:-no coverage line} (log: $log)"
  # Only the input the log names failed the target itself; other files in
  # the artifacts folder come from read-bytecode's forked readers, whose
  # crashes the fork contains (libFuzzer's handlers live on in the child).
  artifact=$(sed -n 's/.*Test unit written to //p' "$log" | tail -1)
  contained=$(find "$artifacts" -type f ! -path "$artifact" | wc -l)
  [ "$contained" -gt 0 ] &&
    echo "  $contained inputs failed a forked reader, contained (not kept)"
  if [ "$status" -ne 0 ] && [ -f "$artifact" ]; then
    failed=1
    regressions="test/Fuzz/regressions/$t"
    mkdir -p "$regressions"
    name=$(basename "$artifact")
    case "$name" in
      crash-*)
        "$binary" -minimize_crash=1 -max_total_time=60 \
          -exact_artifact_path="$regressions/$name" "$artifact" \
          >"build-fuzz/fuzz-$t-minimize.log" 2>&1 ||
          cp "$artifact" "$regressions/$name"
        ;;
      *) cp "$artifact" "$regressions/$name" ;;
    esac
    echo "  kept $regressions/$name"
  elif [ "$status" -ne 0 ]; then
    failed=1
    echo "  failed with no input written: see $log"
  fi
  rm -f "$artifacts"/*
done
exit "$failed"
