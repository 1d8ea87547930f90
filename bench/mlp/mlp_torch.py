#!/usr/bin/env python3
"""The training loop of bench/mlp/mlp_train.mlir in PyTorch.

Same 784-512-512-10 tanh MLP, batch 256, softmax cross entropy against
one-hot labels b % 10, same deterministic start (element i of each tensor is
scale * sin(freq * i)), SGD with learning rate 0.1. Prints the loss before
the first and before the last step (to compare with hlokit-run's) and the
mean time of one step (forward, backward, update).

  /usr/bin/python3 bench/mlp/mlp_torch.py [steps] [threads]   (default 1 thread)
"""
import pathlib
import sys

import torch

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from torch_timing import run, sine, start_params  # noqa: E402

PARAMS = [("w1", [784, 512], 0.05), ("b1", [512], 0.01),
          ("w2", [512, 512], 0.05), ("b2", [512], 0.01),
          ("w3", [512, 10], 0.05), ("b3", [10], 0.01)]

x = sine([256, 784], 1.0, 0.11)
y = torch.nn.functional.one_hot(torch.arange(256) % 10, 10).float()


def loss_fn(w1, b1, w2, b2, w3, b3):
    t1 = torch.tanh(x @ w1 + b1)
    t2 = torch.tanh(t1 @ w2 + b2)
    logp = torch.log_softmax(t2 @ w3 + b3, dim=1)
    return -(logp * y).sum() / 256


run(start_params(PARAMS), loss_fn, 20)
