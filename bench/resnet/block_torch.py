#!/usr/bin/env python3
"""The training loop of bench/resnet/block_train.mlir in PyTorch.

Same ResNet basic block (3x3 SAME convolutions 64 -> 64, batch norm with
batch statistics, relu, residual add, relu) on a 4x32x32x64 batch, loss half
the mean square of the output, same deterministic start (element i of each
tensor is scale * sin(freq * i) in the NHWC / HWIO layouts of the StableHLO
program, permuted to PyTorch's NCHW / OIHW), SGD with learning rate 0.1 on
the block's parameters; the input's gradient is computed too, as the VJP
does. Prints the loss before the first and before the last step and the mean
time of one step (forward, backward, update).

  /usr/bin/python3 bench/resnet/block_torch.py [steps] [threads]
"""
import pathlib
import sys

import torch
import torch.nn.functional as F

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from torch_timing import run, sine, start_params  # noqa: E402

PARAMS = [("w1", [3, 3, 64, 64], 0.05), ("s1", [64], 1.0), ("o1", [64], 0.01),
          ("w2", [3, 3, 64, 64], 0.05), ("s2", [64], 1.0), ("o2", [64], 0.01)]

x = sine([4, 32, 32, 64], 1.0, 0.11).permute(0, 3, 1, 2).contiguous()
x.requires_grad_()


def oihw(w):
    """An HWIO kernel as PyTorch's OIHW, keeping the gradient's path."""
    return w.permute(3, 2, 0, 1)


def loss_fn(w1, s1, o1, w2, s2, o2):
    c1 = F.conv2d(x, oihw(w1), padding=1)
    r1 = F.relu(F.batch_norm(c1, None, None, s1, o1, training=True, eps=1e-5))
    c2 = F.conv2d(r1, oihw(w2), padding=1)
    n2 = F.batch_norm(c2, None, None, s2, o2, training=True, eps=1e-5)
    y = F.relu(n2 + x)
    return 0.5 * (y * y).mean()


params = start_params(PARAMS)


def step_loss(*p):
    x.grad = None
    return loss_fn(*p)


run(params, step_loss, 10)
