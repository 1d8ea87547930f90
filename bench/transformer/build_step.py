#!/usr/bin/env python3
"""Builds bench/transformer/block_train.mlir: the loss of block_loss.mlir (a
pre-LayerNorm transformer encoder block), its VJP with respect to the
parameters as hlokit-opt --hlokit-vjp='func=loss wrt=0,...,11' writes it,
and a training loop of SGD steps around the VJP.

  bench/transformer/build_step.py [path/to/hlokit-opt] [--output FILE]
      (default build/bin/hlokit-opt and bench/transformer/block_train.mlir)

@main runs STEPS steps from a fixed deterministic start (parameters, input
and target from sines of the element index) and returns the first and the
last loss; @main_one runs one step, @main_steps(n) n steps. block_torch.py
runs the same computation in PyTorch.
"""
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from training import (sine_tensor, train_functions, vjp_wrt,  # noqa: E402
                      write_training_module)

STEPS = 10
B, S, D, F = 4, 128, 256, 1024

PARAMS = [("ln1_g", [D], 1.0), ("ln1_b", [D], 0.01),
          ("wq", [D, D], 0.05), ("wk", [D, D], 0.05), ("wv", [D, D], 0.05),
          ("wo", [D, D], 0.05), ("ln2_g", [D], 1.0), ("ln2_b", [D], 0.01),
          ("w1", [D, F], 0.05), ("b1", [F], 0.01), ("w2", [F, D], 0.03),
          ("b2", [D], 0.01)]
DATA = [("x", f"tensor<{B}x{S}x{D}xf32>"), ("y", f"tensor<{B}x{S}x{D}xf32>")]
DATA_INIT = (sine_tensor("x", [B, S, D], 1.0, 0.11) +
             sine_tensor("y", [B, S, D], 0.5, 0.07))

if __name__ == "__main__":
    write_training_module(HERE, "block_loss.mlir", "block_train.mlir",
                          train_functions(PARAMS, DATA, DATA_INIT, STEPS,
                                          data_gradients=False),
                          vjp_wrt(PARAMS, DATA, False), sys.argv[1:])
