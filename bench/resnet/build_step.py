#!/usr/bin/env python3
"""Builds bench/resnet/block_train.mlir: the loss of block_loss.mlir (a
ResNet basic block), its VJP with respect to the parameters and the block's
input (as a block inside a network needs, and block_torch.py computes) as
hlokit-opt --hlokit-vjp='func=loss wrt=0,...,6' writes it, and a training loop
of SGD steps around the VJP.

  bench/resnet/build_step.py [path/to/hlokit-opt] [--output FILE]
      (default build/bin/hlokit-opt and bench/resnet/block_train.mlir)

@main runs STEPS steps from a fixed deterministic start (parameters and the
batch from sines of the element index) and returns the first and the last
loss; @main_one runs one step, @main_steps(n) n steps. block_torch.py runs
the same computation in PyTorch.
"""
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from training import (sine_tensor, train_functions, vjp_wrt,  # noqa: E402
                      write_training_module)

STEPS = 10

PARAMS = [("w1", [3, 3, 64, 64], 0.05), ("s1", [64], 1.0), ("o1", [64], 0.01),
          ("w2", [3, 3, 64, 64], 0.05), ("s2", [64], 1.0), ("o2", [64], 0.01)]
DATA = [("x", "tensor<4x32x32x64xf32>")]
DATA_INIT = sine_tensor("x", [4, 32, 32, 64], 1.0, 0.11)

if __name__ == "__main__":
    write_training_module(HERE, "block_loss.mlir", "block_train.mlir",
                          train_functions(PARAMS, DATA, DATA_INIT, STEPS,
                                          data_gradients=True),
                          vjp_wrt(PARAMS, DATA, True), sys.argv[1:])
