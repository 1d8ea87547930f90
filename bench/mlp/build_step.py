#!/usr/bin/env python3
"""Builds bench/mlp/mlp_train.mlir: the loss of mlp_loss.mlir, its VJP with
respect to the parameters as hlokit-opt --hlokit-vjp='func=loss wrt=0,...,5'
writes it (no gradient of the data batch, as in PyTorch, whose batch does not
require one), and a training loop of SGD steps around the VJP.

  bench/mlp/build_step.py [path/to/hlokit-opt] [--output FILE]
      (default build/bin/hlokit-opt and bench/mlp/mlp_train.mlir)

@main runs STEPS steps from a fixed deterministic start (weights and data
from sines of the element index, labels b % 10) and returns the first and
the last loss; @main_one runs one step, @main_steps(n) n steps. mlp_torch.py runs the same
computation in PyTorch.
"""
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from training import (sine_tensor, train_functions, vjp_wrt,  # noqa: E402
                      write_training_module)

STEPS = 20

PARAMS = [("w1", [784, 512], 0.05), ("b1", [512], 0.01),
          ("w2", [512, 512], 0.05), ("b2", [512], 0.01),
          ("w3", [512, 10], 0.05), ("b3", [10], 0.01)]
DATA = [("x", "tensor<256x784xf32>"), ("y", "tensor<256x10xf32>")]
# The batch and one-hot labels b % 10.
DATA_INIT = sine_tensor("x", [256, 784], 1.0, 0.11) + """    %lab_r = stablehlo.iota dim = 0 : tensor<256x10xi32>
    %lab_c = stablehlo.iota dim = 1 : tensor<256x10xi32>
    %ten = stablehlo.constant dense<10> : tensor<256x10xi32>
    %lab_m = stablehlo.remainder %lab_r, %ten : tensor<256x10xi32>
    %lab_eq = stablehlo.compare EQ, %lab_m, %lab_c : (tensor<256x10xi32>, tensor<256x10xi32>) -> tensor<256x10xi1>
    %y = stablehlo.convert %lab_eq : (tensor<256x10xi1>) -> tensor<256x10xf32>
"""

if __name__ == "__main__":
    write_training_module(HERE, "mlp_loss.mlir", "mlp_train.mlir",
                          train_functions(PARAMS, DATA, DATA_INIT, STEPS,
                                          data_gradients=False),
                          vjp_wrt(PARAMS, DATA, False), sys.argv[1:])
