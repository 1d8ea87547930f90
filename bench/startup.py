#!/usr/bin/env python3
"""Start-up time of hlokit-run: wall time of whole runs of a trivial program
(one constant), best and median of N runs, next to /bin/true (the cost of
starting any process) and `hlokit-run --version` (loading, no MLIR context).

  bench/startup.py [path/to/hlokit-run] [runs]   (default build/bin/hlokit-run, 50)

Uses hyperfine instead when it is installed (apt-get install hyperfine).
"""
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
TOOL = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "build/bin/hlokit-run")
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 50
PROGRAM = """func.func @main() -> tensor<i32> {
  %0 = stablehlo.constant dense<1> : tensor<i32>
  return %0 : tensor<i32>
}
"""


def wall_ms(command):
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
        times.append((time.perf_counter() - start) * 1e3)
    return min(times), statistics.median(times)


with tempfile.NamedTemporaryFile("w", suffix=".mlir") as program:
    program.write(PROGRAM)
    program.flush()
    commands = {"/bin/true": ["/bin/true"],
                "hlokit-run --version": [TOOL, "--version"],
                "hlokit-run trivial.mlir": [TOOL, program.name]}
    if shutil.which("hyperfine"):
        subprocess.run(["hyperfine", "-N", "--warmup", "5", "--runs", str(RUNS)]
                       + [" ".join(c) for c in commands.values()], check=True)
    else:
        for name, command in commands.items():
            best, median = wall_ms(command)
            print(f"{name:>24}: best {best:6.2f} ms, median {median:6.2f} ms")
