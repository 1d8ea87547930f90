#!/usr/bin/env python3
"""The training loop of bench/transformer/block_train.mlir in PyTorch.

Same pre-LayerNorm encoder block (batch 4, sequence 128, width 256, 4 heads,
MLP 1024 with exact GELU, softmax attention, residual adds), loss the mean
square of the output against the target, same deterministic start (element
i of each tensor is scale * sin(freq * i)), SGD with learning rate 0.1 on
the block's parameters. Prints the loss before the first and before the
last step and the mean time of one step (forward, backward, update).

  /usr/bin/python3 bench/transformer/block_torch.py [steps] [threads]
"""
import pathlib
import sys

import torch.nn.functional as F

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from torch_timing import run, sine, start_params  # noqa: E402

B, S, D, H, F_DIM = 4, 128, 256, 4, 1024
DH = D // H

PARAMS = [("ln1_g", [D], 1.0), ("ln1_b", [D], 0.01),
          ("wq", [D, D], 0.05), ("wk", [D, D], 0.05), ("wv", [D, D], 0.05),
          ("wo", [D, D], 0.05), ("ln2_g", [D], 1.0), ("ln2_b", [D], 0.01),
          ("w1", [D, F_DIM], 0.05), ("b1", [F_DIM], 0.01),
          ("w2", [F_DIM, D], 0.03), ("b2", [D], 0.01)]

x = sine([B, S, D], 1.0, 0.11)
y = sine([B, S, D], 0.5, 0.07)


def split_heads(t):
    return t.reshape(B, S, H, DH).transpose(1, 2)


def loss_fn(ln1_g, ln1_b, wq, wk, wv, wo, ln2_g, ln2_b, w1, b1, w2, b2):
    h1 = F.layer_norm(x, [D], ln1_g, ln1_b, eps=1e-5)
    q, k, v = (split_heads(h1 @ w) for w in (wq, wk, wv))
    p = F.softmax((q @ k.transpose(-1, -2)) * 0.125, dim=-1)
    ctx = (p @ v).transpose(1, 2).reshape(B, S, D)
    r1 = x + ctx @ wo
    h2 = F.layer_norm(r1, [D], ln2_g, ln2_b, eps=1e-5)
    out = r1 + F.gelu(h2 @ w1 + b1) @ w2 + b2
    return ((out - y) ** 2).mean()


run(start_params(PARAMS), loss_fn, 10)
