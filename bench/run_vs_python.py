#!/usr/bin/env python3
"""hlokit-run as a process against the Python API on the same program: the
time of a step (one call of the entry) and the page faults each step takes.

Both run the entry REPEATS times after one warm-up call, with one thread:
hlokit-run with `--repeat` (which prints the minimum and median time and
page faults per run), Python with `Module.run` in a loop, timed with
perf_counter and counted with the process's minor page faults
(getrusage). CPU time is measured too, which a loaded host disturbs less
than wall time: Python's per call (process_time), hlokit-run's as the CPU
time of a run with REPEATS + 1 runs less that of one run (its children's
getrusage), over REPEATS. The two alternate ROUNDS times, so a load on the
host falls on both. Prints each side's medians, the ratios hlokit-run /
Python per step (the target: within 10%), and the faults of the first
and the last steps in Python, which must not grow.

  PYTHONPATH=build/python python3 bench/run_vs_python.py \\
      [build/bin/hlokit-run] [PROGRAM] [ENTRY] [REPEATS] [ROUNDS]
  (default: bench/transformer/block_train.mlir, main_one, 10, 3)
"""
import os
import re
import resource
import statistics
import subprocess
import sys
import time

import hlokit


def children_cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def hlokit_run(binary, program, entry, runs):
    """hlokit-run's --repeat output for `runs` runs, and its CPU seconds."""
    env = dict(os.environ, OPENBLAS_NUM_THREADS="1")
    before = children_cpu_seconds()
    out = subprocess.run(
        [binary, program, "--entry", entry, "--threads", "1", "--repeat",
         str(runs)],
        check=True, capture_output=True, text=True, env=env).stderr
    return out, children_cpu_seconds() - before


def hlokit_run_step(binary, program, entry, repeats):
    """Median milliseconds, page faults and CPU milliseconds per run."""
    out, cpu = hlokit_run(binary, program, entry, repeats + 1)
    _, one_run_cpu = hlokit_run(binary, program, entry, 1)
    match = re.search(r"ms min, ([0-9.]+) ms median, [0-9]+ page faults min, "
                      r"([0-9]+) median", out)
    if not match:
        sys.exit(f"no --repeat line in hlokit-run's output:\n{out}")
    return (float(match.group(1)), int(match.group(2)),
            (cpu - one_run_cpu) / repeats * 1e3)


def python_steps(module, entry, repeats):
    """Milliseconds, page faults and CPU milliseconds of each of `repeats`
    calls, after one."""
    module.run(entry, threads=1)
    times, faults, cpu = [], [], []
    for _ in range(repeats):
        before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
        start, start_cpu = time.perf_counter(), time.process_time()
        module.run(entry, threads=1)
        times.append((time.perf_counter() - start) * 1e3)
        cpu.append((time.process_time() - start_cpu) * 1e3)
        faults.append(resource.getrusage(resource.RUSAGE_SELF).ru_minflt -
                      before)
    return times, faults, cpu


def main(argv):
    binary = argv[0] if argv else "build/bin/hlokit-run"
    program = argv[1] if len(argv) > 1 else "bench/transformer/block_train.mlir"
    entry = argv[2] if len(argv) > 2 else "main_one"
    repeats = int(argv[3]) if len(argv) > 3 else 10
    rounds = int(argv[4]) if len(argv) > 4 else 3
    module = hlokit.load(open(program).read())
    run_times, run_faults, run_cpu = [], [], []
    py_times, py_faults, py_cpu = [], [], []
    for _ in range(rounds):
        t, f, c = hlokit_run_step(binary, program, entry, repeats)
        run_times.append(t)
        run_faults.append(f)
        run_cpu.append(c)
        times, faults, cpu = python_steps(module, entry, repeats)
        py_times.append(statistics.median(times))
        py_faults.extend(faults)
        py_cpu.append(statistics.median(cpu))
    run_ms, py_ms = statistics.median(run_times), statistics.median(py_times)
    run_cpu_ms, py_cpu_ms = statistics.median(run_cpu), statistics.median(
        py_cpu)
    first, last = py_faults[:repeats], py_faults[-repeats:]
    print(f"@{entry} of {program}, {repeats} steps x {rounds} rounds, "
          f"one thread")
    print(f"hlokit-run: {run_ms:.2f} ms a step (median of round medians "
          f"{', '.join(f'{t:.2f}' for t in run_times)}), "
          f"{run_cpu_ms:.2f} ms CPU, "
          f"{statistics.median(run_faults)} page faults a step")
    print(f"Python:     {py_ms:.2f} ms a step ("
          f"{', '.join(f'{t:.2f}' for t in py_times)}), "
          f"{py_cpu_ms:.2f} ms CPU, page faults a step: "
          f"first round median {statistics.median(first)}, last round "
          f"median {statistics.median(last)}")
    print(f"hlokit-run / Python: {run_ms / py_ms:.3f} wall, "
          f"{run_cpu_ms / py_cpu_ms:.3f} CPU (target: within 10%)")


if __name__ == "__main__":
    main(sys.argv[1:])
