#!/usr/bin/env bash
# The training benchmarks side by side with PyTorch: one SGD step of the
# 784-512-512-10 tanh MLP (bench/mlp), of the ResNet basic block
# (bench/resnet; 3x3 convolutions, batch norm, relu, residual add) and of a
# pre-LayerNorm transformer encoder block (bench/transformer), forward,
# the VJP that --hlokit-vjp generates and the weight updates, on 1 and 2
# threads, in hlokit-run and, when python3-torch is installed, in PyTorch
# (OpenBLAS, oneDNN). Prints each step's time, the ratios to PyTorch, each
# peer's two-thread speed-up, and both runs' losses, which must agree.
# Usage: scripts/bench_torch.sh [preset]   (default: "default")
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-default}"
bin="build/bin"
[ "$preset" = default ] || bin="build-$preset/bin"

cmake --preset "$preset" > /dev/null
cmake --build --preset "$preset" --target hlokit-opt hlokit-run > /dev/null
python3 bench/mlp/build_step.py "$bin/hlokit-opt"
python3 bench/resnet/build_step.py "$bin/hlokit-opt"
python3 bench/transformer/build_step.py "$bin/hlokit-opt"

torch_python=/usr/bin/python3
have_torch=0
"$torch_python" -c "import torch" 2>/dev/null && have_torch=1

# The run phase of hlokit-run --time, in ms: program $1, entry $2, threads $3.
run_ms() {
  "$bin/hlokit-run" "$1" --entry "$2" --threads "$3" --time 2>&1 >/dev/null |
    sed -n 's/.*run \([0-9.]*\) ms.*/\1/p'
}
best_of_3() {
  for _ in 1 2 3; do run_ms "$@"; done | sort -g | head -1
}

# A step's time is (steps - one step) / (STEPS - 1), each the best of three.
hlokit_step() { # program, generator, threads
  local steps all one
  steps=$(sed -n 's/^STEPS = \([0-9]*\)$/\1/p' "$2")
  all=$(best_of_3 "$1" main "$3")
  one=$(best_of_3 "$1" main_one "$3")
  python3 -c "print(f'{($all - $one) / ($steps - 1):.2f}')"
}

# The OpenBLAS kernels hlokit runs on an AVX-512 CPU (OpenBlas.cpp), for
# PyTorch too: Debian's OpenBLAS 0.3.21 takes CPUs newer than it (Sapphire
# Rapids) for a Prescott and runs SSE3 kernels.
torch_core=""
if grep -q avx512bw /proc/cpuinfo && grep -q avx512vl /proc/cpuinfo &&
  grep -q avx512dq /proc/cpuinfo && grep -q avx512cd /proc/cpuinfo; then
  torch_core=SkylakeX
fi

torch_step() { # script, steps, threads
  OPENBLAS_CORETYPE="${OPENBLAS_CORETYPE:-$torch_core}" \
  OPENBLAS_NUM_THREADS="$3" OMP_NUM_THREADS="$3" \
    "$torch_python" "$1" "$2" "$3" | sed -n 's/^step \([0-9.]*\) ms$/\1/p'
}

printf '%-7s %7s %12s %12s %14s\n' bench threads "hlokit (ms)" "torch (ms)" "hlokit/torch"
declare -A times
for bench in mlp resnet transformer; do
  case $bench in
    mlp) program=bench/mlp/mlp_train.mlir; generator=bench/mlp/build_step.py
         script=bench/mlp/mlp_torch.py ;;
    resnet) program=bench/resnet/block_train.mlir
         generator=bench/resnet/build_step.py script=bench/resnet/block_torch.py ;;
    transformer) program=bench/transformer/block_train.mlir
         generator=bench/transformer/build_step.py
         script=bench/transformer/block_torch.py ;;
  esac
  steps=$(sed -n 's/^STEPS = \([0-9]*\)$/\1/p' "$generator")
  for threads in 1 2; do
    h=$(hlokit_step "$program" "$generator" "$threads")
    t="-"; ratio="-"
    if [ "$have_torch" = 1 ]; then
      t=$(torch_step "$script" "$steps" "$threads")
      ratio=$(python3 -c "print(f'{$h / $t:.2f}x')")
    fi
    times[$bench,$threads,hlokit]=$h
    times[$bench,$threads,torch]=$t
    printf '%-7s %7s %12s %12s %14s\n' "$bench" "$threads" "$h" "$t" "$ratio"
  done
done

echo
for bench in mlp resnet transformer; do
  speedup() {
    python3 -c "print(f'{${times[$bench,1,$1]} / ${times[$bench,2,$1]}:.2f}x')"
  }
  line="$bench two-thread speed-up: hlokit-run $(speedup hlokit)"
  [ "$have_torch" = 1 ] && line="$line, pytorch $(speedup torch)"
  echo "$line"
done

echo
"$bin/hlokit-run" bench/mlp/mlp_train.mlir --entry main | tr '\n' ' ' | sed 's/^/mlp losses, hlokit-run: /'; echo
"$bin/hlokit-run" bench/resnet/block_train.mlir --entry main | tr '\n' ' ' | sed 's/^/resnet losses, hlokit-run: /'; echo
"$bin/hlokit-run" bench/transformer/block_train.mlir --entry main | tr '\n' ' ' | sed 's/^/transformer losses, hlokit-run: /'; echo
if [ "$have_torch" = 1 ]; then
  "$torch_python" bench/mlp/mlp_torch.py | sed -n 1p | sed 's/^/mlp losses, pytorch: /'
  "$torch_python" bench/resnet/block_torch.py | sed -n 1p | sed 's/^/resnet losses, pytorch: /'
  "$torch_python" bench/transformer/block_torch.py | sed -n 1p | sed 's/^/transformer losses, pytorch: /'
else
  echo "pytorch: not installed (apt-get install python3-torch to compare)"
fi
