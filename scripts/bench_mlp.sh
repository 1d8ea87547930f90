#!/usr/bin/env bash
# One SGD step of a 784-512-512-10 tanh MLP (batch 256: forward, the VJP that
# --hlokit-vjp generates, weight updates), single thread, in hlokit-run and,
# when PyTorch is installed (python3-torch), in PyTorch on OpenBLAS; prints
# both times and their ratio, and both runs' losses, which must agree.
# Usage: scripts/bench_mlp.sh [preset]   (default: "default")
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-default}"
bin="build/bin"
[ "$preset" = default ] || bin="build-$preset/bin"

cmake --preset "$preset" > /dev/null
cmake --build --preset "$preset" --target hlokit-opt hlokit-run > /dev/null
python3 bench/mlp/build_step.py "$bin/hlokit-opt"
export OPENBLAS_NUM_THREADS=1

# The run phase of hlokit-run --time, in ms.
run_ms() {
  "$bin/hlokit-run" bench/mlp/mlp_train.mlir --entry "$1" --time 2>&1 >/dev/null |
    sed -n 's/.*run \([0-9.]*\) ms.*/\1/p'
}
best_of_3() {
  for _ in 1 2 3; do run_ms "$1"; done | sort -g | head -1
}
steps=$(sed -n 's/^STEPS = \([0-9]*\)$/\1/p' bench/mlp/build_step.py)
all=$(best_of_3 main)
one=$(best_of_3 main_one)
hlokit=$(python3 -c "print(f'{($all - $one) / ($steps - 1):.2f}')")
echo "hlokit-run: step $hlokit ms"
"$bin/hlokit-run" bench/mlp/mlp_train.mlir --entry main | sed 's/^/hlokit-run: loss /'

torch_python=/usr/bin/python3
if "$torch_python" -c "import torch" 2>/dev/null; then
  out=$("$torch_python" bench/mlp/mlp_torch.py "$steps")
  echo "$out" | sed 's/^/pytorch:    /'
  torch=$(echo "$out" | sed -n 's/^step \([0-9.]*\) ms$/\1/p')
  python3 -c "print(f'hlokit-run / pytorch: {$hlokit / $torch:.2f}x')"
else
  echo "pytorch: not installed (apt-get install python3-torch to compare)"
fi
