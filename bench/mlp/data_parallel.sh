#!/usr/bin/env bash
# The MLP's SGD loop (bench/mlp, 784-512-512-10, batch 256) data parallel:
# the batch split over 2 processes by hlokit's partitioner, run as
# `mpirun -n 2 hlokit-run --mpi --partitions 2 --threads 1` against one
# process with one thread, from the same inputs; checks that both give the
# same loss first, then prints each one's time per step and the speed-up,
# and the bytes all_reduced per step against the analytic minimum
# (bench/mlp/collective_bytes.py).
# It also times, on one process, the program one rank runs less its
# collectives (build_data_parallel.py --local: half the batch): the speed-up
# a step with free communication would reach, the ceiling of the measured
# one on this machine.
# A step's time is that of STEPS steps less that of one, over STEPS - 1
# (start-up and partitioning drop out), each the best of RUNS runs (with
# two processes, the slower rank's).
#   bench/mlp/data_parallel.sh [build dir] [runs]   (default build, 5)
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build}
runs=${2:-5}
bin=$build/bin
command -v mpirun > /dev/null || { echo "mpirun is not installed"; exit 0; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 bench/mlp/build_data_parallel.py "$bin/hlokit-opt" --output "$work/dp.mlir"
python3 bench/mlp/build_data_parallel.py "$bin/hlokit-opt" --output "$work/dp1.mlir" --steps 1
python3 bench/mlp/build_data_parallel.py "$bin/hlokit-opt" --output "$work/local.mlir" --local
python3 bench/mlp/build_data_parallel.py "$bin/hlokit-opt" --output "$work/local1.mlir" --local --steps 1
"$bin/hlokit-run" "$work/dp.mlir" --entry init --output-dir "$work/in" > /dev/null
"$bin/hlokit-run" "$work/local.mlir" --entry init --output-dir "$work/local-in" > /dev/null
inputs=()
local_inputs=()
for i in 0 1 2 3 4 5 6 7; do
  inputs+=(--input "$work/in/result$i.npy")
  local_inputs+=(--input "$work/local-in/result$i.npy")
done
steps=$(cd bench/mlp && python3 -c 'from build_data_parallel import STEPS; print(STEPS)')

export OPENBLAS_NUM_THREADS=1
# Program $1 on one process, and on two over MPI; more arguments follow.
# local: one rank's share on one process.
local_share() {
  local program=$1
  shift
  "$bin/hlokit-run" "$program" "${local_inputs[@]}" --threads 1 --time "$@"
}
one() {
  local program=$1
  shift
  "$bin/hlokit-run" "$program" "${inputs[@]}" --threads 1 --time "$@"
}
two() {
  local program=$1
  shift
  mpirun --allow-run-as-root --oversubscribe -n 2 -x OPENBLAS_NUM_THREADS \
    "$bin/hlokit-run" "$program" "${inputs[@]}" --mpi --partitions 2 \
    --threads 1 --time "$@"
}
# The loss line of each, which must be the same.
loss_one=$(one "$work/dp.mlir" 2> /dev/null | sed -n 1p)
loss_two=$(two "$work/dp.mlir" 2> /dev/null | sed -n 1p)
echo "loss after $steps steps: one process $loss_one, two processes $loss_two"
if [ "$loss_one" != "$loss_two" ]; then
  echo "the losses differ" >&2
  exit 1
fi

# The best run time in ms over `runs` runs of command $1 on program $2;
# with several processes, the slowest one of each run.
best() {
  local best="" t
  for _ in $(seq "$runs"); do
    t=$("$1" "$2" 2>&1 > /dev/null | sed -n 's/.* run \([0-9.]*\) ms/\1/p' | sort -n | tail -1)
    best=$(printf '%s\n%s\n' "$best" "$t" | sed '/^$/d' | sort -n | head -1)
  done
  echo "$best"
}
# The collectives of a step, from rank 0's --profile=json.
two "$work/dp.mlir" --profile=json --profile-output="$work/profile.json" \
  > /dev/null 2>&1
python3 bench/mlp/collective_bytes.py "$work/profile.json" "$steps"

t1=$(best one "$work/dp.mlir")
t2=$(best two "$work/dp.mlir")
s1=$(best one "$work/dp1.mlir")
s2=$(best two "$work/dp1.mlir")
tl=$(best local_share "$work/local.mlir")
sl=$(best local_share "$work/local1.mlir")
python3 - "$t1" "$t2" "$s1" "$s2" "$tl" "$sl" "$steps" <<'EOF'
import sys
t1, t2, s1, s2, tl, sl = map(float, sys.argv[1:7])
steps = int(sys.argv[7])
one, two, share = ((t - s) / (steps - 1) for t, s in
                   ((t1, s1), (t2, s2), (tl, sl)))
print(f"step: one process {one:.2f} ms, mpirun -n 2 {two:.2f} ms"
      f" (each with one thread): {one / two:.2f}x")
print(f"one rank's share without its collectives: {share:.2f} ms, so "
      f"{one / share:.2f}x with free communication; the collectives and the "
      f"wait for the slower rank cost {two - share:.2f} ms a step")
EOF
