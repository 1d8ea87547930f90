#!/usr/bin/env bash
# Builds the benchmarks and prints, in one run: gather and scatter-add
# throughput at 1M-16M f32 elements as a fraction of memcpy bandwidth on the
# same bytes, the fast kernels' speed-up over the spec-literal ones (gather,
# scatter, convolution), the cost of hlokit-run's --profile and --trace
# relative to a plain run, dot_general/convolution GFLOP/s, and the cost of
# one Module.run call from Python.
# Rates use CPU time, which stays meaningful on a loaded machine.
# Usage: scripts/bench.sh [preset]   (default: "default")
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-default}"

cmake --preset "$preset" > /dev/null
cmake --build --preset "$preset" --target GatherScatterBench ProfileOverheadBench DotGeneralBench GemmLibrariesBench ConvolutionBench EvaluatorBench VectorMathBench ReduceBench > /dev/null
if [ "$preset" = default ]; then
  cmake --build --preset "$preset" --target hlokit-python > /dev/null
fi
bin="build/bin"
[ "$preset" = default ] || bin="build-$preset/bin"
bench="$bin/GatherScatterBench"

json="$(mktemp)"
trap 'rm -f "$json"' EXIT
"$bench" --benchmark_min_time=0.1 --benchmark_format=json > "$json"

python3 - "$json" <<'PY'
import json, sys

runs = json.load(open(sys.argv[1]))["benchmarks"]
rate = {}
for r in runs:
    name, size = r["name"].split("/")[:2]
    rate[(name, int(size))] = r["bytes_per_second"] / 1e9  # GB/s, CPU time

print("f32 elements | memcpy GB/s | gather GB/s (of memcpy) | scatter-add GB/s (of memcpy)")
for size in (1 << 20, 4 << 20, 16 << 20):
    m = rate[("BM_Memcpy", size)]
    g = rate[("BM_GatherRows", size)]
    s = rate[("BM_ScatterAddRows", size)]
    print(f"{size // (1 << 20):>10}M | {m:11.2f} | {g:8.2f} ({g / m:6.1%})       "
          f"| {s:8.2f} ({s / m:6.1%})")

small = 1 << 16
for kind in ("Gather", "ScatterAdd"):
    fast = rate[(f"BM_{kind}Rows", small)]
    slow = rate[(f"BM_Literal{kind}Rows", small)]
    print(f"{kind.lower():>11} fast vs literal at 64K elements: {fast / slow:7.0f}x")
PY

# The cost of --profile and --trace: a 1000-iteration scalar loop run plain,
# profiled and traced.
"$bin/ProfileOverheadBench" --benchmark_format=json > "$json"
python3 - "$json" <<'PY'
import json, sys

runs = {r["name"]: r["cpu_time"] for r in json.load(open(sys.argv[1]))["benchmarks"]}
plain = runs["BM_LoopPlain"]
print(f"scalar loop: plain {plain:.2f} ms, --profile {runs['BM_LoopProfiled'] / plain:.2f}x, "
      f"--trace {runs['BM_LoopTraced'] / plain:.2f}x")
PY

# dot_general's GEMM path against a bare cblas_sgemm, one thread.
OPENBLAS_NUM_THREADS=1 "$bin/DotGeneralBench" --benchmark_format=json > "$json"
python3 - "$json" <<'PY'
import json, sys

runs = {r["name"]: r["GFLOPs"]
        for r in json.load(open(sys.argv[1]))["benchmarks"]}
for n in (256, 1024):
    blas = runs[f"BM_Sgemm/{n}"]
    for kind in ("DotGeneral", "DotGeneralTransposedLhs"):
        g = runs[f"BM_{kind}/{n}"]
        print(f"f32 {n}^3 {kind}: {g:6.1f} GFLOP/s ({g / blas:5.1%} of cblas_sgemm at {blas:6.1f})")
PY

# OpenBLAS's GEMM against oneDNN's sgemm and matmul, one thread.
"$bin/GemmLibrariesBench" --benchmark_format=json > "$json"
python3 - "$json" <<'PY'
import json, sys

runs = {r["name"]: r for r in json.load(open(sys.argv[1]))["benchmarks"]}
shapes = ["256x512x784", "227x64x576", "144x64x4096 (A^T)", "1024^3", "64^3",
          "16^3"]
print(f"{'GEMM (GFLOP/s)':<20} {'OpenBLAS':>9} {'oneDNN sgemm':>13} {'oneDNN matmul':>14}")
for i, shape in enumerate(shapes):
    rates = [runs.get(f"BM_Gemm/{lib}/{i}", {}).get("GFLOPs", float("nan"))
             for lib in range(3)]
    print(f"{shape:<20} {rates[0]:9.1f} {rates[1]:13.1f} {rates[2]:14.1f}")
PY

# convolution against the spec-literal kernel, and oneDNN's direct kernels
# against im2col + GEMM on the ResNet block's three convolutions, one thread.
OPENBLAS_NUM_THREADS=1 "$bin/ConvolutionBench" --benchmark_format=json > "$json"
python3 - "$json" <<'PY'
import json, sys

runs = {r["name"]: r for r in json.load(open(sys.argv[1]))["benchmarks"]}
fast = runs["BM_Convolution/16/8"]["cpu_time"]
slow = runs["BM_LiteralConvolution/16/8"]["cpu_time"]
print(f"convolution 1x16x16x8 * 3x3x8x8 fast vs literal: {slow / fast:7.0f}x")
layer = runs["BM_Convolution/56/64"]["GFLOPs"]
im2col = runs["BM_Im2colConvolution/56/64"]["GFLOPs"]
print(f"convolution 1x56x56x64 * 3x3x64x64 (SAME): {layer:6.1f} GFLOP/s "
      f"(im2col: {im2col:6.1f})")
for kind, label in enumerate(("forward", "input gradient", "weight gradient")):
    direct = runs[f"BM_BlockConvolution/{kind}/0"]["GFLOPs"]
    im2col = runs[f"BM_BlockConvolution/{kind}/1"]["GFLOPs"]
    print(f"ResNet block {label}: oneDNN {direct:6.1f} GFLOP/s, "
          f"im2col {im2col:6.1f} ({direct / im2col:.2f}x)")
PY

# The evaluator core: a 100000-iteration scalar while loop (without and with
# run limits), one small call through the C++ API (as Python and C make it),
# and a chain of four elementwise ops over 16M f32, fused and unfused on 1
# and 2 threads, next to memcpy.
"$bin/EvaluatorBench" --benchmark_min_time=0.3 --benchmark_format=json > "$json"
python3 - "$json" <<'PY'
import json, sys

runs = {r["name"]: r for r in json.load(open(sys.argv[1]))["benchmarks"]}
loop = runs["BM_ScalarWhileLoop/0"]["cpu_time"] * 1e6 / 100000  # ms -> ns
limited = runs["BM_ScalarWhileLoop/1"]["cpu_time"] * 1e6 / 100000
print(f"scalar while loop: {loop:.0f} ns per iteration (5 ops); "
      f"{limited:.0f} ns with every run limit set")
print(f"small API call (tensor<4xf32> add): {runs['BM_SmallCall']['cpu_time']:.2f} us")
m = runs["BM_ChainMemcpy"]["bytes_per_second"] / 1e9
for threads in (1, 2):
    for name, label in (("BM_ElementwiseChain", "fused"),
                        ("BM_ElementwiseChainUnfused", "unfused")):
        # CPU time of the whole process, so both threads count.
        rate = runs[f"{name}/{threads}/process_time"]["bytes_per_second"] / 1e9
        print(f"4-op elementwise chain, 16M f32, {label}, {threads} thread(s): "
              f"{rate:.2f} GB/s ({rate / m:.0%} of memcpy at {m:.2f})")
PY

# The vectorized f32 functions against the paths they replaced, and the
# pairwise f32 sum against adding one value after another
# (docs/numerics.md, docs/interpreter.md).
"$bin/VectorMathBench" --benchmark_min_time=0.2 --benchmark_format=json > "$json"
python3 - "$json" <<'PY'
import json, sys

runs = {r["name"]: r["cpu_time"] / 262144 for r in json.load(open(sys.argv[1]))["benchmarks"]}
for name in ("erf", "erfc", "tanh", "exp", "logistic"):
    fast = runs[f"{name}/vector"]
    old = next(v for k, v in runs.items() if k.startswith(name + "/") and k != f"{name}/vector")
    print(f"f32 {name}: {fast:.2f} ns per element, {old / fast:.1f}x the path it replaced")
PY
"$bin/ReduceBench" --benchmark_min_time=0.2 --benchmark_format=json > "$json"
python3 - "$json" <<'PY'
import json, sys

runs = {r["name"]: r for r in json.load(open(sys.argv[1]))["benchmarks"]}
pairwise = runs["sum_f32_131072/reduce_pairwise"]
loop = runs["sum_f32_131072/sequential_loop"]
print(f"f32 sum of 131072: pairwise {pairwise['cpu_time'] / 1e3:.1f} us "
      f"(relative error {pairwise['relative_error']:.1e}), one after another "
      f"{loop['cpu_time'] / 1e3:.1f} us ({loop['relative_error']:.1e})")
PY

# One Module.run call from Python on a tiny function (docs/performance.md).
if [ "$preset" = default ]; then
  PYTHONPATH=build/python /usr/bin/python3 bench/python_run_overhead.py
fi
