#!/usr/bin/env python3
"""The training loop of bench/mlp/mlp_train.mlir in PyTorch, single thread.

Same 784-512-512-10 tanh MLP, batch 256, softmax cross entropy against
one-hot labels b % 10, same deterministic start (element i of each tensor is
scale * sin(freq * i)), SGD with learning rate 0.1. Prints the loss before
the first and before the last step (to compare with hlokit-run's) and the
mean time of one step (forward, backward, update).

  /usr/bin/python3 bench/mlp/mlp_torch.py [steps]
"""
import sys
import time

import torch

torch.set_num_threads(1)
STEPS = int(sys.argv[1]) if len(sys.argv) > 1 else 20
PARAMS = [("w1", [784, 512], 0.05), ("b1", [512], 0.01),
          ("w2", [512, 512], 0.05), ("b2", [512], 0.01),
          ("w3", [512, 10], 0.05), ("b3", [10], 0.01)]


def sine(shape, scale, freq):
    n = 1
    for d in shape:
        n *= d
    i = torch.arange(n, dtype=torch.float32)
    return (torch.sin(i * torch.tensor(freq, dtype=torch.float32))
            * scale).reshape(shape)


params = [sine(s, k, 0.37 + 0.01 * i).requires_grad_()
          for i, (_, s, k) in enumerate(PARAMS)]
x = sine([256, 784], 1.0, 0.11)
y = torch.nn.functional.one_hot(torch.arange(256) % 10, 10).float()


def loss_fn(w1, b1, w2, b2, w3, b3):
    t1 = torch.tanh(x @ w1 + b1)
    t2 = torch.tanh(t1 @ w2 + b2)
    logp = torch.log_softmax(t2 @ w3 + b3, dim=1)
    return -(logp * y).sum() / 256


def step():
    loss = loss_fn(*params)
    for p in params:
        p.grad = None
    loss.backward()
    with torch.no_grad():
        for p in params:
            p -= 0.1 * p.grad
    return loss.item()


first = step()  # also warms up
start = time.perf_counter()
last = first
for _ in range(STEPS - 1):
    last = step()
elapsed = (time.perf_counter() - start) / (STEPS - 1)
print(f"first loss {first:.8f}, last loss {last:.8f}")
print(f"step {elapsed * 1e3:.2f} ms")
