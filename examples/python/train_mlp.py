#!/usr/bin/env python3
"""Trains the benchmark MLP from Python: hlokit computes the loss and its
gradients, NumPy holds the weights and applies SGD.

Loads bench/mlp/mlp_loss.mlir (a 784-512-512-10 tanh MLP, softmax cross
entropy, batch 256), adds its VJP with `m.vjp("loss")`, and runs SGD steps
from the deterministic start bench/mlp/mlp_torch.py uses (element i of each
tensor is scale * sin(freq * i); labels b % 10; learning rate 0.1), printing
the loss every 10 steps. The data is hard to fit, so the loss falls slowly:
2.302536 before step 0, 2.299917 before step 99.

  PYTHONPATH=build/python /usr/bin/python3 examples/python/train_mlp.py [steps]
"""
import pathlib
import sys

import numpy as np

import hlokit

ROOT = pathlib.Path(__file__).resolve().parents[2]
PARAMS = [("w1", (784, 512), 0.05), ("b1", (512,), 0.01),
          ("w2", (512, 512), 0.05), ("b2", (512,), 0.01),
          ("w3", (512, 10), 0.05), ("b3", (10,), 0.01)]
LEARNING_RATE = np.float32(0.1)


def sine(shape, scale, freq):
    """scale * sin(freq * i) over the flattened index i, in float32 as the
    benchmark computes it."""
    i = np.arange(np.prod(shape), dtype=np.float32)
    return (np.sin(i * np.float32(freq)) * np.float32(scale)).reshape(shape)


def train(steps, report=print):
    """Runs `steps` SGD steps; returns the loss before each step."""
    model = hlokit.load(ROOT / "bench" / "mlp" / "mlp_loss.mlir").vjp("loss")
    params = [sine(shape, scale, 0.37 + 0.01 * i)
              for i, (_, shape, scale) in enumerate(PARAMS)]
    x = sine((256, 784), 1.0, 0.11)
    y = np.eye(10, dtype=np.float32)[np.arange(256) % 10]
    one = np.float32(1)  # the cotangent of the scalar loss
    losses = []
    for step in range(steps):
        loss, *grads = model.run("loss_vjp", *params, x, y, one)
        losses.append(float(loss))
        if step % 10 == 0 or step == steps - 1:
            report(f"step {step:3d}  loss {float(loss):.6f}")
        for p, g in zip(params, grads):  # the first six gradients are the
            p -= LEARNING_RATE * g       # parameters'; x and y's are unused
    return losses


def main():
    steps = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    losses = train(steps)
    print(f"loss went from {losses[0]:.6f} to {losses[-1]:.6f}")


if __name__ == "__main__":
    main()
