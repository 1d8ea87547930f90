#!/usr/bin/env python3
"""The cost of one `Module.run` call from Python on a tiny function
(tensor<4xf32> + tensor<4xf32>), against the same NumPy add and a bare
Python call for scale. Prints microseconds per call (best of 5 repeats).

  PYTHONPATH=build/python /usr/bin/python3 bench/python_run_overhead.py
"""
import timeit

import numpy as np

import hlokit

TINY = """
func.func @add(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %z = stablehlo.add %x, %y : tensor<4xf32>
  return %z : tensor<4xf32>
}
"""


def best_microseconds(statement, number):
    times = timeit.repeat(statement, number=number, repeat=5)
    return min(times) / number * 1e6


def main():
    m = hlokit.load(TINY)
    x = np.arange(4, dtype=np.float32)
    y = np.ones(4, np.float32)
    number = 20000
    run = best_microseconds(lambda: m.run("add", x, y), number)
    numpy_add = best_microseconds(lambda: np.add(x, y), number)
    call = best_microseconds(lambda: None, number)
    print(f"hlokit Module.run, tiny add: {run:8.2f} us/call")
    print(f"numpy.add, same arrays:      {numpy_add:8.2f} us/call")
    print(f"empty Python lambda:         {call:8.2f} us/call")


if __name__ == "__main__":
    main()
